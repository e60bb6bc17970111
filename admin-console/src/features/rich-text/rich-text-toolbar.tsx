import type { ChainedCommands, Editor } from '@tiptap/core';
import { useEditorState } from '@tiptap/react';
import { useRef, useState, type KeyboardEvent } from 'react';
import { ToolbarRoot, ToolButton } from './rich-text-styles';

interface Tool {
  /** The button's name; `text` is what it shows when that differs. */
  name: string;
  text?: string;
  /** The keys that do the same in the text, for the button's tooltip. */
  keys?: string;
  active(editor: Editor): boolean;
  run(chain: ChainedCommands): ChainedCommands;
}

const TOOLS: readonly Tool[] = [
  { name: 'Bold', text: 'B', keys: 'Ctrl+B', active: (e) => e.isActive('bold'), run: (c) => c.toggleBold() },
  { name: 'Italic', text: 'I', keys: 'Ctrl+I', active: (e) => e.isActive('italic'), run: (c) => c.toggleItalic() },
  { name: 'Heading', active: (e) => e.isActive('heading', { level: 3 }), run: (c) => c.toggleHeading({ level: 3 }) },
  { name: 'Subheading', active: (e) => e.isActive('heading', { level: 4 }), run: (c) => c.toggleHeading({ level: 4 }) },
  { name: 'Bulleted list', active: (e) => e.isActive('bulletList'), run: (c) => c.toggleBulletList() },
  { name: 'Numbered list', active: (e) => e.isActive('orderedList'), run: (c) => c.toggleOrderedList() },
  { name: 'Quote', active: (e) => e.isActive('blockquote'), run: (c) => c.toggleBlockquote() },
  { name: 'Code', keys: 'Ctrl+E', active: (e) => e.isActive('code'), run: (c) => c.toggleCode() },
];

interface RichTextToolbarProps {
  editor: Editor;
  label: string;
  linkFormId: string;
  linkFormOpen: boolean;
  onLink(): void;
}

/**
 * The formatting buttons, one tab stop (arrow keys, Home and End move between them, as in the WAI-ARIA
 * toolbar pattern); a pressed button is the formatting at the cursor. The buttons keep the text's
 * selection: a click does not take focus from the text, and the action hands focus back to it.
 */
export function RichTextToolbar({ editor, label, linkFormId, linkFormOpen, onLink }: RichTextToolbarProps) {
  const pressed = useEditorState({
    editor,
    selector: ({ editor: current }) => ({ tools: TOOLS.map((tool) => tool.active(current)), link: current.isActive('link') }),
  });
  const [current, setCurrent] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const count = TOOLS.length + 1;

  const onKeyDown = (event: KeyboardEvent) => {
    const next = { ArrowRight: current + 1, ArrowLeft: current - 1, Home: 0, End: count - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const index = (next + count) % count;
    setCurrent(index);
    buttons.current[index]?.focus();
  };
  const button = (index: number) => ({
    ref: (element: HTMLButtonElement | null) => {
      buttons.current[index] = element;
    },
    tabIndex: index === current ? 0 : -1,
    onFocus: () => setCurrent(index),
    onMouseDown: (event: { preventDefault(): void }) => event.preventDefault(),
  });

  return (
    <ToolbarRoot role="toolbar" aria-label={`${label} formatting`} onKeyDown={onKeyDown}>
      {TOOLS.map((tool, index) => (
        <ToolButton
          key={tool.name}
          {...button(index)}
          aria-label={tool.text ? tool.name : undefined}
          title={tool.keys ? `${tool.name} (${tool.keys})` : tool.name}
          aria-pressed={pressed.tools[index]}
          onClick={() => tool.run(editor.chain().focus()).run()}
        >
          {tool.text ?? tool.name}
        </ToolButton>
      ))}
      <ToolButton
        {...button(TOOLS.length)}
        title="Link (Ctrl+K)"
        data-active={pressed.link || undefined}
        aria-expanded={linkFormOpen}
        aria-controls={linkFormOpen ? linkFormId : undefined}
        onClick={onLink}
      >
        Link
      </ToolButton>
    </ToolbarRoot>
  );
}
