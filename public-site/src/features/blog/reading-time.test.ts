import { readingMinutes, readingTimeLabel, WORDS_PER_MINUTE } from './reading-time';

const words = (count: number) => Array.from({ length: count }, (_, index) => `word${index}`).join(' ');

describe('reading time', () => {
  it('is the words over 230 a minute, rounded up', () => {
    expect(WORDS_PER_MINUTE).toBe(230);
    expect(readingMinutes(words(230))).toBe(1);
    expect(readingMinutes(words(231))).toBe(2);
    expect(readingMinutes(words(1150))).toBe(5);
  });

  it('is at least a minute, even for an empty or tiny post', () => {
    expect(readingMinutes('')).toBe(1);
    expect(readingMinutes('## Why\n\nShort.')).toBe(1);
  });

  it('counts the words of code blocks, but no markdown syntax or link addresses', () => {
    const prose = words(200);
    const code = ['```ts', ...Array.from({ length: 40 }, (_, i) => `const x${i} = 1;`), '```'].join('\n');
    // 200 words of prose, then 40 lines of 2 words ("const", "x1"; "1" is a word too): 320 words.
    expect(readingMinutes(`${prose}\n\n${code}`)).toBe(2);
    const links = Array.from({ length: 230 }, () => '[docs](https://example.com/a/b/c/d/e/f/g/h/i)').join(' ');
    expect(readingMinutes(links)).toBe(1);
    expect(readingMinutes(`${links} https://example.com/x/y/z`)).toBe(1);
  });

  it('counts words in any script, with apostrophes and hyphens inside a word', () => {
    // 3 words each: 690 words, 3 minutes (4 if the apostrophe or hyphen split them).
    expect(readingMinutes(Array.from({ length: 230 }, () => "l'été mid-term naïve").join(' '))).toBe(3);
  });

  it("reads as 'N min read'", () => {
    expect(readingTimeLabel(4)).toBe('4 min read');
  });
});
