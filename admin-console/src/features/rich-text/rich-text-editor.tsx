import { EditorContent, useEditor } from '@tiptap/react';
import { useEffect, useId, useRef, useState } from 'react';
import { richTextExtensions, storedHtml } from './extensions';
import { LinkForm } from './link-form';
import { RichTextToolbar } from './rich-text-toolbar';
import { EditorFrame, EditorText } from './rich-text-styles';

export interface RichTextEditorProps {
  /** The id of the editable text (the field's, which its label and error point at). */
  id: string;
  label: string;
  labelledBy: string;
  describedBy?: string;
  invalid: boolean;
  required?: boolean;
  /** The form's HTML; what the editor writes back is `storedHtml`'s. */
  value: string;
  onChange(html: string): void;
  onFocus(): void;
  onBlur(): void;
}

function textAttributes({ id, labelledBy, describedBy, invalid, required }: RichTextEditorProps): Record<string, string> {
  const attributes: Record<string, string> = { id, role: 'textbox', 'aria-multiline': 'true', 'aria-labelledby': labelledBy, spellcheck: 'true' };
  if (describedBy) attributes['aria-describedby'] = describedBy;
  if (invalid) attributes['aria-invalid'] = 'true';
  if (required) attributes['aria-required'] = 'true';
  return attributes;
}

/**
 * Tiptap over the field's HTML, loaded on demand (React.lazy in rich-text-field.tsx) so that the
 * console's first load does not carry it. It writes to the form only when the text is edited, so
 * opening a case study leaves its form unchanged.
 */
export default function RichTextEditor(props: RichTextEditorProps) {
  const { value, label } = props;
  const linkFormId = useId();
  const [linkFormOpen, setLinkFormOpen] = useState(false);
  // The latest props for the editor's callbacks, which are bound once.
  const latest = useRef(props);
  latest.current = props;
  // The HTML the editor last wrote to the form: any other value came from outside (a reset, a restored draft, the source view).
  const written = useRef(value);

  const editor = useEditor({
    extensions: richTextExtensions,
    content: value,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: textAttributes(props),
      handleKeyDown: (_view, event) => {
        if (event.key.toLowerCase() !== 'k' || !(event.ctrlKey || event.metaKey)) return false;
        event.preventDefault();
        setLinkFormOpen(true);
        return true;
      },
    },
    onUpdate: ({ editor: current }) => {
      written.current = storedHtml(current);
      latest.current.onChange(written.current);
    },
    onFocus: () => latest.current.onFocus(),
    onBlur: () => latest.current.onBlur(),
  });

  const attributes = JSON.stringify(textAttributes(props));
  useEffect(() => {
    editor.setOptions({ editorProps: { ...editor.options.editorProps, attributes: JSON.parse(attributes) } });
  }, [editor, attributes]);

  useEffect(() => {
    if (value === written.current) return;
    written.current = value;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  return (
    <EditorFrame $invalid={props.invalid}>
      <RichTextToolbar editor={editor} label={label} linkFormId={linkFormId} linkFormOpen={linkFormOpen} onLink={() => setLinkFormOpen((open) => !open)} />
      {linkFormOpen ? <LinkForm id={linkFormId} editor={editor} onClose={() => setLinkFormOpen(false)} /> : null}
      <EditorText>
        <EditorContent editor={editor} />
      </EditorText>
    </EditorFrame>
  );
}
