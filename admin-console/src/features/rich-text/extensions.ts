import { RICH_TEXT_HEADING_LEVELS } from '@folio/contracts';
import { mergeAttributes, type Editor } from '@tiptap/core';
import CodeBlock from '@tiptap/extension-code-block';
import { OrderedList } from '@tiptap/extension-list';
import StarterKit from '@tiptap/starter-kit';
import { isAllowedLinkAddress } from './link-address';

/**
 * The editor's document model, held to what the API keeps (RICH_TEXT_RULES in @folio/contracts): no
 * horizontal rule, headings h3–h5, and neither a numbered list's start number or type nor a code
 * block's language class, which the API would remove.
 */
export const richTextExtensions = [
  StarterKit.configure({
    heading: { levels: [...RICH_TEXT_HEADING_LEVELS] },
    horizontalRule: false,
    // No empty paragraph kept after a closing list or quote: it would be stored too.
    trailingNode: false,
    orderedList: false,
    codeBlock: false,
    // Links open in a new tab from the case-study dialog; the API writes this rel on every such link.
    link: {
      openOnClick: false,
      defaultProtocol: 'https',
      HTMLAttributes: { target: '_blank', rel: 'noopener noreferrer' },
      isAllowedUri: (address) => isAllowedLinkAddress(address),
    },
  }),
  OrderedList.extend({
    renderHTML({ HTMLAttributes }) {
      const { start: _start, type: _type, ...attributes } = HTMLAttributes;
      return ['ol', mergeAttributes(this.options.HTMLAttributes, attributes), 0];
    },
  }),
  CodeBlock.extend({
    renderHTML({ HTMLAttributes }) {
      return ['pre', mergeAttributes(this.options.HTMLAttributes, HTMLAttributes), ['code', 0]];
    },
  }),
];

/**
 * The editor's document as the API stores it: '' when empty (so a required field says so), and
 * written as the API's sanitiser writes HTML (`<br />`, a no-break space as the character).
 */
export function storedHtml(editor: Editor): string {
  if (editor.isEmpty) return '';
  return editor.getHTML().replaceAll('<br>', '<br />').replaceAll('&nbsp;', '\u00a0');
}
