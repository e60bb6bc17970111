import {
  categoryLabel,
  fixHeroText,
  formatPublishDate,
  markdownSummary,
  normalizePrimaryColour,
  parseTagType,
  plainTextExcerpt,
  requestErrorMessage,
  viewsLabel,
} from './format.js';

describe('display rules of the spec', () => {
  it('accepts a 6-digit hex colour with or without # and falls back to #2563eb with a warning', () => {
    const warn = jest.fn();
    expect(normalizePrimaryColour('7C3AED', warn)).toBe('#7c3aed');
    expect(normalizePrimaryColour('#ea580c', warn)).toBe('#ea580c');
    expect(warn).not.toHaveBeenCalled();
    expect(normalizePrimaryColour('#abc', warn)).toBe('#2563eb');
    expect(normalizePrimaryColour(undefined, warn)).toBe('#2563eb');
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('knows the three personas and nothing else', () => {
    expect(parseTagType('fitness')).toBe('fitness');
    expect(parseTagType('Fitness')).toBeNull();
    expect(parseTagType('admin')).toBeNull();
  });

  it('writes dates in US English long form, or Recently', () => {
    expect(formatPublishDate('2026-03-04T10:00:00.000Z')).toBe('March 4, 2026');
    expect(formatPublishDate(null)).toBe('Recently');
    expect(formatPublishDate('not a date')).toBe('Recently');
  });

  it('says view for exactly one and views otherwise', () => {
    expect(viewsLabel(1)).toBe('1 view');
    expect(viewsLabel(2)).toBe('2 views');
    expect(viewsLabel(0)).toBe('0 views');
  });

  it('fixes hero text', () => {
    expect(fixHeroText('Strategy &amp; delivery in full-time emp.')).toBe('Strategy and delivery in full-time employment');
  });

  it('strips tags and cuts case-study descriptions at 200 characters with an ellipsis', () => {
    expect(plainTextExcerpt('<p>Hello <strong>world</strong></p>')).toBe('Hello world');
    expect(plainTextExcerpt('<p>Data in <strong>seconds</strong>, <a href="/x">not</a> days.</p><ul><li>One</li><li>Two</li></ul>')).toBe(
      'Data in seconds, not days. One Two',
    );
    const long = `<p>${'a'.repeat(250)}</p>`;
    expect(plainTextExcerpt(long)).toBe(`${'a'.repeat(200)}...`);
  });

  it('labels skill categories capitalised with hyphens as spaces', () => {
    expect(categoryLabel('soft-skills')).toBe('Soft Skills');
    expect(categoryLabel('technical')).toBe('Technical');
  });

  it('formats request errors as status, colon and body or status text', () => {
    expect(requestErrorMessage(404, 'Post not found', 'Not Found')).toBe('404: Post not found');
    expect(requestErrorMessage(500, '', 'Internal Server Error')).toBe('500: Internal Server Error');
  });
});

describe('markdownSummary', () => {
  it('reads the first running text of a post as plain text, skipping headings, code and images', () => {
    const markdown = [
      '# Why reviews fail',
      '![A whiteboard](/images/board.png)',
      'Most reviews list **every** fault with _equal_ weight; see [the checklist](/blog/checklist) and `adr-12`.',
      '```ts\nconst x = 1;\n```',
      '> One cue at a time.',
      '- first point',
    ].join('\n\n');
    expect(markdownSummary(markdown)).toBe(
      'Most reviews list every fault with equal weight; see the checklist and adr-12. One cue at a time. first point',
    );
  });

  it('cuts a long text on a word with an ellipsis, within the limit', () => {
    const summary = markdownSummary('word '.repeat(100), 40);
    expect(summary.length).toBeLessThanOrEqual(40);
    expect(summary).toMatch(/^(word )+word…$/);
  });

  it('gives an empty string for a post with no running text', () => {
    expect(markdownSummary('## Only a heading\n\n```\ncode\n```')).toBe('');
  });
});
