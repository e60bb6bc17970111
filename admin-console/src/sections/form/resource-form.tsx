import { fieldErrors } from '@folio/contracts';
import { Button } from '@folio/shared-ui';
import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Form, useForm, useFormState } from 'react-final-form';
import styled from 'styled-components';
import { useAppDispatch, useAppStore } from '../../app/store';
import type { Entity } from '../../api/resource-endpoints';
import { AutosaveOffer, AutosaveWriter } from './autosave';
import { trackForm, type FormMode } from './console-slice';
import { formKey } from '../navigation/console-routes';
import { FieldRenderer } from './field-renderer';
import { FormActions } from '../list/list-styles';
import { applyValues, valuesDiffer } from './form-values';
import { StaleEditNotice } from './stale-edit-notice';
import type { SectionDefinition } from '../section-definition';
import { useResourceActions } from '../use-resource-actions';
import { ViewOnSite } from '../navigation/view-on-site';

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

/**
 * Mirrors what is typed into the store, and whether it differs from what the form opened with: a
 * re-mounted form keeps it, leaving asks first, and a lost session keeps it as a draft.
 */
function TrackValues({ definition, id }: { definition: SectionDefinition; id?: number }) {
  const dispatch = useAppDispatch();
  const { values, initialValues } = useFormState({ subscription: { values: true, initialValues: true } });
  const changed = valuesDiffer(definition, values, initialValues ?? {});
  useEffect(() => {
    dispatch(trackForm({ resource: definition.resource, id, values, changed }));
  }, [dispatch, definition.resource, id, values, changed]);
  return null;
}

/**
 * Puts back what was typed before the form was re-mounted (or a restored draft), as changes to what
 * it opened with. Rendered after the fields: a field sets its initial value when it registers, in its
 * first effect, and this effect must come after theirs.
 */
function KeptValues({ values }: { values: Record<string, unknown> }) {
  const form = useForm<Record<string, unknown>>();
  useEffect(() => applyValues(form, values), [form, values]);
  return null;
}

const FIRST_FIELD = 'input:not([type="hidden"]), select, textarea';
const inDialog = (target: EventTarget | null) => target instanceof Element && target.closest('[role="dialog"], [role="alertdialog"]') !== null;

export interface ResourceFormProps {
  definition: SectionDefinition;
  mode: FormMode;
  /** The id of the item being edited. */
  id?: number;
  /** The item being edited, when the list has it. */
  item?: Entity;
  /** Called after a successful save, or on Cancel or Esc (the caller asks first when something changed). */
  onClose: (reason: 'saved' | 'cancelled') => void;
  headingLevel?: 3 | 4;
}

/**
 * The add/edit form of any definition: react-final-form, validated with the definition's contract
 * (on submit, then on every change), server field errors shown on their fields, 'Saving...' while
 * pending. Ctrl+S (Cmd+S) saves and Esc cancels wherever focus is, outside dialogs; a definition with
 * `autosave` keeps a draft in this browser and offers it back.
 */
export function ResourceForm({ definition, mode, id, item, onClose, headingLevel = 3 }: ResourceFormProps) {
  const { resource, labels, struct, fields, preview: Preview } = definition;
  const previewHeadingId = useId();
  const store = useAppStore();
  const headingId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const { save } = useResourceActions(definition);
  // Set when a save was refused because the item had been saved elsewhere since it was loaded.
  const [stale, setStale] = useState(false);

  const editedId = mode === 'edit' ? (id ?? item?.id) : undefined;
  // What was typed before this form was mounted (it was re-mounted, or a draft was restored into it);
  // an untouched form mounted again has nothing to put back, and still offers its autosaved draft.
  const [kept] = useState(() => {
    const tracked = store.getState().console.forms[formKey(resource, editedId)];
    return tracked?.changed ? tracked.values : undefined;
  });
  // Computed once: the item, else the defaults; what the form counts changes from.
  const [initialValues] = useState<Record<string, unknown>>(() => {
    if (mode === 'edit' && item) {
      const { id: _id, ...values } = definition.toFormValues ? definition.toFormValues(item as never) : item;
      return values;
    }
    return { ...definition.defaults };
  });

  const focusFirstField = useCallback(() => formRef.current?.querySelector<HTMLElement>(FIRST_FIELD)?.focus(), []);
  useEffect(focusFirstField, [focusFirstField]);

  const cancel = useRef(() => onClose('cancelled'));
  cancel.current = () => onClose('cancelled');
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 's') {
        // Never the browser's own 'Save page' while a form is open.
        event.preventDefault();
        if (!inDialog(event.target)) formRef.current?.requestSubmit();
      } else if (event.key === 'Escape' && !event.defaultPrevented && !inDialog(event.target)) {
        cancel.current();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  const validate = useCallback((values: Record<string, unknown>) => fieldErrors(struct, values), [struct]);

  const onSubmit = async (values: Record<string, unknown>) => {
    const failure = await save(values, mode, editedId);
    if (!failure) onClose('saved');
    setStale(Boolean(failure?.stale));
    return failure?.errors;
  };

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
            <TrackValues definition={definition} id={editedId} />
            {definition.autosave ? <AutosaveWriter definition={definition} id={editedId} /> : null}
            <Heading as={`h${headingLevel}`} id={headingId}>
              {title}
            </Heading>
            {definition.autosave && !kept ? <AutosaveOffer definition={definition} id={editedId} item={item} onSettled={focusFirstField} /> : null}
            {stale && editedId !== undefined ? <StaleEditNotice definition={definition} id={editedId} onDone={() => setStale(false)} /> : null}
            <Grid>
              {fields.map((field) => (
                <Cell key={field.name} $wide={field.wide}>
                  <FieldRenderer field={field} />
                </Cell>
              ))}
            </Grid>
            <FormActions>
              {mode === 'edit' && item && definition.FormTools ? <definition.FormTools item={item} /> : null}
              {mode === 'edit' && item && definition.publicPath?.(item as never) ? <ViewOnSite path={definition.publicPath(item as never)!} /> : null}
              <Button $variant="outline" onClick={() => onClose('cancelled')} disabled={submitting}>
                Cancel
              </Button>
              <Button type="submit" disabled={submitting} aria-live="polite">
                {submitting ? 'Saving...' : `${action} ${labels.noun}`}
              </Button>
            </FormActions>
            {kept ? <KeptValues values={kept} /> : null}
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
