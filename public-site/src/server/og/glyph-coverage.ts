export type CodePointRange = readonly [first: number, last: number];

/** A CSS unicode-range value ('U+0000-00FF,U+0131,U+02??' style) as code point ranges. */
export function parseUnicodeRange(value: string): CodePointRange[] {
  return value.split(',').flatMap((part): CodePointRange[] => {
    const match = /^\s*U\+([0-9a-f?]+)(?:-([0-9a-f]+))?\s*$/i.exec(part);
    const start = match?.[1];
    if (!match || !start) return [];
    const end = match[2];
    if (start.includes('?')) return [[Number.parseInt(start.replace(/\?/g, '0'), 16), Number.parseInt(start.replace(/\?/g, 'f'), 16)]];
    return [[Number.parseInt(start, 16), Number.parseInt(end ?? start, 16)]];
  });
}

/**
 * The text with every character the fonts cannot draw removed (CJK, emoji…), spaces tidied.
 * Satori would otherwise draw each one as a 'NO GLYPH' box.
 */
export function drawableText(text: string, ranges: readonly CodePointRange[]): string {
  const covered = (character: string) => {
    const point = character.codePointAt(0) ?? 0;
    return /\s/.test(character) || ranges.some(([first, last]) => point >= first && point <= last);
  };
  return [...text]
    .filter(covered)
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
}
