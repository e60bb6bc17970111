import { imageMarkdown, insertBlock } from './insert-block';

describe('inserting an image into Markdown', () => {
  it('writes the alt text and the path, escaping brackets that would end the alt text', () => {
    expect(imageMarkdown('/media/abc-640x480.png', '  A chart  of [latency]  ')).toBe('![A chart of \\[latency\\]](/media/abc-640x480.png)');
    expect(imageMarkdown('/media/abc-640x480.png', '')).toBe('![](/media/abc-640x480.png)');
  });

  it('puts the image in a paragraph of its own at the caret, and the caret after it', () => {
    const image = '![A](/media/a.png)';
    expect(insertBlock('First line. Second.', 11, 11, image)).toEqual({ text: `First line.\n\n${image}\n\nSecond.`, caret: 13 + image.length });
    expect(insertBlock('', 0, 0, image)).toEqual({ text: image, caret: image.length });
    expect(insertBlock('Intro\n\n', 7, 7, image)).toEqual({ text: `Intro\n\n${image}`, caret: 7 + image.length });
    expect(insertBlock('Intro\nOutro', 6, 6, image).text).toBe(`Intro\n\n${image}\n\nOutro`);
  });

  it('replaces the selected text', () => {
    expect(insertBlock('Keep REPLACE keep', 5, 12, '![B](/b.png)').text).toBe('Keep\n\n![B](/b.png)\n\nkeep');
  });
});
