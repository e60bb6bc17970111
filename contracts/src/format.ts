/** Pure display rules of the spec, shared by both apps. */
import { DEFAULT_PRIMARY_COLOUR, LIMITS, PERSONA_IDS, TAG_TYPES, type TagType } from './constants.js';

const HEX_COLOUR = /^#?([0-9a-f]{6})$/i;

/** The spec's primary-colour rule: a 6-digit hex with or without '#'; anything else logs a warning and gives #2563eb. */
export function normalizePrimaryColour(value: unknown, warn: (message: string) => void = console.warn): string {
  const match = typeof value === 'string' ? HEX_COLOUR.exec(value.trim()) : null;
  if (match) return `#${match[1]!.toLowerCase()}`;
  warn(`Invalid primary colour ${JSON.stringify(value)}; using ${DEFAULT_PRIMARY_COLOUR}`);
  return DEFAULT_PRIMARY_COLOUR;
}

/** A persona from a query value or storage; any other value means none. */
export function parseTagType(value: unknown): TagType | null {
  return typeof value === 'string' && (TAG_TYPES as readonly string[]).includes(value) ? (value as TagType) : null;
}

export function personaIdOf(tagType: TagType): number {
  return PERSONA_IDS[tagType];
}

/** en-US long date ('March 4, 2026'), or 'Recently' when missing or invalid. */
export function formatPublishDate(value: string | null | undefined): string {
  const date = value ? new Date(value) : null;
  if (!date || Number.isNaN(date.getTime())) return 'Recently';
  return date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
}

/** '1 view', '2 views'. */
export function viewsLabel(count: number): string {
  return `${count} ${count === 1 ? 'view' : 'views'}`;
}

/** The spec's hero text fixes ('&amp;' becomes 'and', 'emp.' becomes 'employment'). */
export function fixHeroText(text: string): string {
  return text.replace(/&amp;/g, 'and').replace(/\bemp\./g, 'employment');
}

/** Tags that sit inside a line of text: dropping them must not split a word from its punctuation. */
const INLINE_TAG = /<\/?(?:a|abbr|b|cite|code|del|em|i|ins|kbd|mark|q|s|small|span|strong|sub|sup|u)\b[^>]*>/gi;

/** Plain text of an HTML fragment, cut at `max` characters with an ellipsis. */
export function plainTextExcerpt(html: string, max: number = LIMITS.caseStudyDescriptionChars): string {
  const text = html
    .replace(INLINE_TAG, '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > max ? `${text.slice(0, max).trimEnd()}...` : text;
}

/** 'soft-skills' → 'Soft Skills'. */
export function categoryLabel(category: string): string {
  return category
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** The spec's failed-request message: '<status>: <body or status text>'. */
export function requestErrorMessage(status: number, body: string, statusText: string): string {
  return `${status}: ${body || statusText}`;
}

/** Markdown blocks that are not running text: headings, fences, tables, rules, quotes of code, raw HTML, lone images. */
const NON_PROSE_BLOCK = /^(#{1,6}\s|```|~~~|\||-{3,}\s*$|\*{3,}\s*$|<|!\[[^\]]*\]\([^)]*\)\s*$)/;

/**
 * A post's summary for link previews and feeds when it has no excerpt: its first paragraphs of
 * running text as plain text, cut on a word at `max` characters. Light enough for the browser (no parser).
 */
export function markdownSummary(markdown: string, max = 160): string {
  const text = markdown
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter((block) => block !== '' && !NON_PROSE_BLOCK.test(block))
    .map((block) =>
      block
        .replace(/^\s*(?:>\s?|[-*+]\s+|\d+[.)]\s+)/gm, '')
        .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
        .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
        .replace(/(\*\*|__|~~|`)(.+?)\1/g, '$2')
        .replace(/(^|\W)[*_](\S(?:.*?\S)?)[*_](?=\W|$)/g, '$1$2'),
    )
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:.]+$/, '')}…`;
}
