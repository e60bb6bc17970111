/** Adult silent reading of non-fiction, in words per minute (Brysbaert 2019: 238; rounded down for code). */
export const WORDS_PER_MINUTE = 230;

/**
 * Minutes to read a post's markdown: its words (prose and code alike, as readers scan both; link and
 * image addresses are not words) over WORDS_PER_MINUTE, rounded up, at least 1.
 */
export function readingMinutes(markdown: string): number {
  const text = markdown
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<?https?:\/\/[^\s>)]+>?/g, ' ');
  const words = text.match(/[\p{L}\p{N}][\p{L}\p{N}'’_-]*/gu)?.length ?? 0;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}

export const readingTimeLabel = (minutes: number) => `${minutes} min read`;
