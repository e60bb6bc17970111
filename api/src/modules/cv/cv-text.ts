import sanitizeHtml from 'sanitize-html';
import { CV_CASE_SUMMARY_CHARS } from '@folio/contracts';

/** A list item's mark at the start of a line: -, *, •, or a number with '.' or ')'. */
const LIST_MARK = /^(?:[-*•‣◦]|\d{1,3}[.)])(?=\s|$)\s*/;

/** An experience's description as the CV's bullet points: one per line, list marks and blank lines dropped. */
export function highlightsOf(description: string): string[] {
  return description
    .split(/\r\n|\r|\n/)
    .map((line) => line.trim().replace(LIST_MARK, '').trim())
    .filter((line) => line !== '');
}

/** Tags that end a block of text: where they were, words must stay apart. */
const BLOCK_BOUNDARY = /<(?:br|\/?(?:p|li|ul|ol|h[1-6]|blockquote|pre|div|tr|td|th))\b[^>]*>/gi;
/** What sanitize-html escapes in the text it gives back; nothing else is left encoded. */
const ESCAPED: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"' };

/**
 * The text of an HTML fragment (a case study's stored, sanitised description): tags dropped (a block's
 * end is a space), entities decoded, whitespace collapsed.
 */
export function plainTextOf(html: string): string {
  const text = sanitizeHtml(html.replace(BLOCK_BOUNDARY, ' $&'), { allowedTags: [], allowedAttributes: {}, nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript'] });
  return text
    .replace(/&(?:amp|lt|gt|quot);/g, (entity) => ESCAPED[entity]!)
    .replace(/\s+/g, ' ')
    .trim();
}

/** Text cut to at most `max` characters at a word boundary, '…' marking the cut (a word longer than that is cut where it must be). */
export function cutAtWord(text: string, max: number = CV_CASE_SUMMARY_CHARS): string {
  if (text.length <= max) return text;
  const room = text.slice(0, max - 1);
  const space = room.lastIndexOf(' ');
  const kept = (space > 0 && text[max - 1] !== ' ' ? room.slice(0, space) : room).trimEnd();
  return `${kept}…`;
}
