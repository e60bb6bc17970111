import { fieldErrors } from '@folio/contracts';
import { Button } from '@folio/shared-ui';
import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Form, useFormState } from 'react-final-form';
import styled from 'styled-components';
import { useAppDispatch, useAppStore } from '../app/store';
import type { Entity } from '../api/resource-endpoints';
import { trackFormValues, type FormMode } from './console-slice';
import { FieldRenderer } from './field-renderer';
import { StaleEditNotice } from './stale-edit-notice';
import type { SectionDefinition } from './section-definition';
import { useResourceActions } from './use-resource-actions';

const FormRoot = styled.form`
  display: grid;
  gap: 1.25rem;
`;

const Heading = styled.h3`
  font-size: 1.0625rem;
  font-weight: 700;
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 1rem 1.25rem;

  @media ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Cell = styled.div<{ $wide?: boolean }>`
  grid-column: ${({ $wide }) => ($wide ? '1 / -1' : 'auto')};
  min-width: 0;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 0.75rem;

  @media ${({ theme }) => theme.media.mobile} {
    flex-direction: column-reverse;
    & > button {
      width: 100%;
    }
  }
`;

/** The form and, when the definition has one, its live preview: side by side on wide screens, stacked on narrow ones. */
const WithPreview = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(18rem, 24rem);
  align-items: start;
  gap: 1.5rem;

  @media ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const PreviewAside = styled.aside`
  position: sticky;
  top: 1rem;
  display: grid;
  gap: 0.75rem;
  min-width: 0;

  @media ${({ theme }) => theme.media.mobile} {
    position: static;
  }
`;

const PreviewHeading = styled.h4`
  font-size: 1rem;
  font-weight: 700;
`;

const PreviewNote = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.875rem;
`;

/** Mirrors what is typed into the store, so leaving the section or losing the session keeps it. */
function TrackValues({ resource, onChange }: { resource: string; onChange: (values: Record<string, unknown>, dirty: boolean) => void }) {
  const { values, dirty } = useFormState({ subscription: { values: true, dirty: true } });
  useEffect(() => {
    onChange(values, Boolean(dirty));
  }, [values, dirty, onChange, resource]);
  return null;
}

export interface ResourceFormProps {
  definition: SectionDefinition;
  mode: FormMode;
  /** The id of the item being edited. */
  id?: number;
  /** The item being edited, when the list has it. */
  item?: Entity;
  /** Called after a successful save or on Cancel. */
  onClose: (reason: 'saved' | 'cancelled') => void;
  headingLevel?: 3 | 4;
}

/**
 * The add/edit form of any definition: react-final-form, validated with the definition's contract
 * (on submit, then on every change), server field errors shown on their fields, 'Saving...' while pending.
 */
export function ResourceForm({ definition, mode, id, item, onClose, headingLevel = 3 }: ResourceFormProps) {
  const { resource, labels, struct, fields, preview: Preview } = definition;
  const previewHeadingId = useId();
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const headingId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const { save } = useResourceActions(definition);
  // Set when a save was refused because the item had been saved elsewhere since it was loaded.
  const [stale, setStale] = useState(false);

  // Computed once: what was typed before (a kept form or a restored draft), else the item, else the defaults.
  const [initialValues] = useState<Record<string, unknown>>(() => {
    const kept = store.getState().console.forms[resource]?.values;
    if (kept) return kept;
    if (mode === 'edit' && item) {
      const { id: _id, ...values } = definition.toFormValues ? definition.toFormValues(item as never) : item;
      return values;
    }
    return { ...definition.defaults };
  });

  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>('input:not([type="hidden"]), select, textarea')?.focus();
  }, []);

  const validate = useCallback((values: Record<string, unknown>) => fieldErrors(struct, values), [struct]);

  const track = useCallback(
    (values: Record<string, unknown>, dirty: boolean) => dispatch(trackFormValues({ resource, values, dirty })),
    [dispatch, resource],
  );

  const onSubmit = async (values: Record<string, unknown>) => {
    const failure = await save(values, mode, id ?? item?.id);
    if (!failure) onClose('saved');
    setStale(Boolean(failure?.stale));
    return failure?.errors;
  };
  const editedId = id ?? item?.id;

  const focusFirstError = () => {
    setTimeout(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);
  };

  const action = mode === 'edit' ? 'Update' : 'Add';
  const title = mode === 'edit' ? `Edit ${labels.noun}` : `New ${labels.noun}`;

  return (
    <Form<Record<string, unknown>>
      onSubmit={onSubmit}
      validate={validate}
      initialValues={initialValues}
      subscription={{ submitting: true }}
      render={({ handleSubmit, submitting }) => {
        const form = (
          <FormRoot
            ref={formRef}
            noValidate
            aria-labelledby={headingId}
            onSubmit={async (event: FormEvent<HTMLFormElement>) => {
              await handleSubmit(event);
              focusFirstError();
            }}
          >
            <TrackValues resource={resource} onChange={track} />
            <Heading as={`h${headingLevel}`} id={headingId}>
              {title}
            </Heading>
            {stale && editedId !== undefined ? <StaleEditNotice definition={definition} id={editedId} loaded={item} onDone={() => setStale(false)} /> : null}
            <Grid>
              {fields.map((field) => (
                <Cell key={field.name} $wide={field.wide}>
                  <FieldRenderer field={field} />
                </Cell>
              ))}
            </Grid>
            <Actions>
              <Button $variant="outline" onClick={() => onClose('cancelled')} disabled={submitting}>
                Cancel
              </Button>
              <Button type="submit" disabled={submitting} aria-live="polite">
                {submitting ? 'Saving...' : `${action} ${labels.noun}`}
              </Button>
            </Actions>
          </FormRoot>
        );
        if (!Preview) return form;
        // Outside the <form>: the preview's own buttons (e.g. 'View Case Study') are no part of it.
        return (
          <WithPreview>
            {form}
            <PreviewAside aria-labelledby={previewHeadingId}>
              <PreviewHeading as={`h${headingLevel + 1}`} id={previewHeadingId}>
                Preview
              </PreviewHeading>
              <PreviewNote>As visitors will see it on the public site.</PreviewNote>
              <Preview />
            </PreviewAside>
          </WithPreview>
        );
      }}
    />
  );
}
