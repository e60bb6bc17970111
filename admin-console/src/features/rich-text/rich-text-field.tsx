import { FieldHint, FieldLabel, FieldNotes, FieldRoot, LabelText, Skeleton, VisuallyHidden, controlStyles, fieldErrorOf, useFieldIds } from '@folio/shared-ui';
import { Component, lazy, Suspense, useState, type ReactNode } from 'react';
import { useField } from 'react-final-form';
import styled from 'styled-components';
import type { FieldWidgetProps } from '../../sections/section-definition';
import { FieldHeader } from '../../sections/form/field-header';

// Tiptap and ProseMirror load with the first rich-text field shown, not with the console.
const RichTextEditor = lazy(() => import('./rich-text-editor'));

const SourceArea = styled.textarea`
  ${controlStyles}
  min-height: 10rem;
  resize: vertical;
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: 0.875rem;
`;

/** Pressed, the HTML source shows instead of the editor. */
const SourceToggle = styled.button.attrs({ type: 'button' })`
  min-height: 2.25rem;
  padding: 0.25rem 0.625rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font-size: 0.8125rem;
  font-weight: 600;

  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primary};
  }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 1px;
  }
`;

const Loading = styled(Skeleton)`
  min-height: 10.5rem;
`;

/** If the editor's code cannot be loaded (offline, or a newer console deployed meanwhile), the HTML source still can be edited. */
class EditorLoadBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/**
 * An HTML field (a case study's description, challenge, solution, results) edited as formatted text,
 * with a Source toggle that shows and edits the HTML itself. The API sanitises what is saved with the
 * same rules the editor keeps to (RICH_TEXT_RULES), so what is seen is what is stored.
 */
export function RichTextField({ name, label, required, hint }: FieldWidgetProps) {
  const { input, meta } = useField<string>(name, { parse: (value: string) => value, format: (value) => value ?? '' });
  const [source, setSource] = useState(false);
  const error = fieldErrorOf(meta);
  const ids = useFieldIds(name, error, hint);
  const labelId = `${ids.id}-label`;

  const sourceArea = (
    <SourceArea
      {...input}
      {...ids.controlProps}
      rows={8}
      spellCheck={false}
      aria-required={required || undefined}
    />
  );
  return (
    <FieldRoot>
      <FieldHeader>
        {/* The editable text is no labelable element: its label names it through aria-labelledby, and a click on it focuses it. */}
        <FieldLabel id={labelId} htmlFor={source ? ids.id : undefined} onClick={() => document.getElementById(ids.id)?.focus()}>
          <LabelText label={label} required={required} />
        </FieldLabel>
        <SourceToggle aria-pressed={source} onClick={() => setSource((shown) => !shown)}>
          <VisuallyHidden>{label} </VisuallyHidden>Source
        </SourceToggle>
      </FieldHeader>
      {source ? (
        sourceArea
      ) : (
        <EditorLoadBoundary
          fallback={
            <>
              <FieldHint>The editor could not be loaded: the HTML is shown instead.</FieldHint>
              {sourceArea}
            </>
          }
        >
          <Suspense fallback={<Loading />}>
            <RichTextEditor
              id={ids.id}
              label={label}
              labelledBy={labelId}
              describedBy={ids.controlProps['aria-describedby']}
              invalid={Boolean(error)}
              required={required}
              value={input.value}
              onChange={input.onChange}
              onFocus={input.onFocus}
              onBlur={input.onBlur}
            />
          </Suspense>
        </EditorLoadBoundary>
      )}
      <FieldNotes hint={hint} hintId={ids.hintId} error={error} errorId={ids.errorId} />
    </FieldRoot>
  );
}
