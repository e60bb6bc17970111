import { Button, fieldErrorOf, FieldNotes, LabelText, useFieldIds, useMediaQuery } from '@folio/shared-ui';
import { useDeferredValue, useEffect, useRef, useState, type ComponentType } from 'react';
import { useField, useForm } from 'react-final-form';
import styled from 'styled-components';
import { imageMarkdown, insertBlock } from './insert-block';
import { InsertImageDialog, type ChosenImage } from './insert-image-dialog';
import { FieldHeader } from '../../sections/form/field-header';

/** From this width the text and its preview stand side by side; below it a toggle shows one or the other. */
export const SIDE_BY_SIDE_QUERY = '(min-width: 1024px)';

const Root = styled.div`
  display: grid;
  gap: 0.375rem;
  min-width: 0;
`;

const Label = styled.label`
  font-size: 0.875rem;
  font-weight: 600;
`;

const Tools = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem;
`;

const Toggle = styled.div`
  display: inline-flex;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  overflow: hidden;

  & > button {
    border: 0;
    border-radius: 0;
  }
`;

const Panes = styled.div<{ $split: boolean }>`
  display: grid;
  grid-template-columns: ${({ $split }) => ($split ? 'minmax(0, 1fr) minmax(0, 1fr)' : 'minmax(0, 1fr)')};
  gap: 1rem;
  align-items: stretch;
`;

const Editor = styled.textarea`
  width: 100%;
  min-height: 28rem;
  padding: 0.75rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: 0.875rem;
  line-height: 1.6;
  resize: vertical;
  tab-size: 2;

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 1px;
  }

  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
`;

const PreviewBox = styled.section`
  min-height: 28rem;
  max-height: 48rem;
  overflow: auto;
  padding: 0.75rem 1rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  /* The public page's background, on which the post body's code blocks and tables stand out. */
  background: ${({ theme }) => theme.colors.background};
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface MarkdownEditorProps {
  name: string;
  label: string;
  required?: boolean;
  hint?: string;
  rows?: number;
  /** Draws the text as it will be read (a post's: the public site's own rendering). */
  preview: ComponentType<{ markdown: string }>;
}

const DEFAULT_HINT = 'Markdown with GitHub tables, task lists, strikethrough, footnotes and auto-linked URLs.';

/**
 * A Markdown text typed in a text area, with its live preview beside it on wide screens and a
 * Write/Preview toggle on narrow ones, and 'Insert image': an image uploaded or chosen from the
 * media library goes in at the cursor, with the alt text asked first.
 */
export function MarkdownEditor({ name, label, required, hint = DEFAULT_HINT, rows = 18, preview: Preview }: MarkdownEditorProps) {
  const form = useForm();
  const { input, meta } = useField<string>(name, { parse: (value: string) => value, format: (value) => value ?? '' });
  const split = useMediaQuery(SIDE_BY_SIDE_QUERY);
  const [view, setView] = useState<'write' | 'preview'>('write');
  const [inserting, setInserting] = useState(false);
  const editor = useRef<HTMLTextAreaElement>(null);
  // Where the image goes: the selection when 'Insert image' was pressed (the dialog takes the focus).
  const selection = useRef({ start: 0, end: 0 });
  const caret = useRef<number | null>(null);
  const inserted = useRef(false);
  const error = fieldErrorOf(meta);
  const ids = useFieldIds(name, error, hint);
  // The preview follows the typing without holding it up.
  const shownText = useDeferredValue(input.value);
  const writing = split || view === 'write';
  const previewing = split || view === 'preview';

  // An error is fixed in the editor: show it rather than the preview.
  useEffect(() => {
    if (error) setView('write');
  }, [error]);

  // Once an inserted image is in the text, the cursor goes right after it.
  useEffect(() => {
    if (caret.current === null || !editor.current) return;
    editor.current.focus();
    editor.current.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  });

  const openInsert = () => {
    const area = editor.current;
    selection.current = area ? { start: area.selectionStart, end: area.selectionEnd } : { start: input.value.length, end: input.value.length };
    setInserting(true);
  };
  const insert = ({ path, alt }: ChosenImage) => {
    const { start, end } = selection.current;
    const next = insertBlock(input.value, start, end, imageMarkdown(path, alt));
    setInserting(false);
    setView('write');
    caret.current = next.caret;
    inserted.current = true;
    form.change(name, next.text);
  };

  return (
    <Root>
      <FieldHeader>
        <Label htmlFor={ids.id} onClick={() => setView('write')}>
          <LabelText label={label} required={required} />
        </Label>
        <Tools>
          <Button type="button" $variant="outline" $size="sm" onClick={openInsert}>
            Insert image
          </Button>
          {split ? null : (
            <Toggle role="group" aria-label={`${label} view`}>
              <Button type="button" $variant={view === 'write' ? 'primary' : 'ghost'} $size="sm" aria-pressed={view === 'write'} onClick={() => setView('write')}>
                Write
              </Button>
              <Button type="button" $variant={view === 'preview' ? 'primary' : 'ghost'} $size="sm" aria-pressed={view === 'preview'} onClick={() => setView('preview')}>
                Preview
              </Button>
            </Toggle>
          )}
        </Tools>
      </FieldHeader>
      <Panes $split={split}>
        {/* Kept in the page while the preview shows: its label, its caret and its undo history stay. */}
        <div hidden={!writing}>
          <Editor {...input} {...ids.controlProps} ref={editor} rows={rows} spellCheck aria-required={required || undefined} />
        </div>
        {previewing ? (
          <PreviewBox aria-label={`${label} preview`}>
            {shownText.trim() ? <Preview markdown={shownText} /> : <Muted>Nothing to preview yet.</Muted>}
          </PreviewBox>
        ) : null}
      </Panes>
      <FieldNotes hint={hint} hintId={ids.hintId} error={error} errorId={ids.errorId} />
      <InsertImageDialog
        open={inserting}
        onOpenChange={setInserting}
        onInsert={insert}
        focusOnClose={() => {
          // Back to the text once an image is in it; to 'Insert image' when cancelled.
          const back = inserted.current ? editor.current : undefined;
          inserted.current = false;
          return back;
        }}
      />
    </Root>
  );
}
