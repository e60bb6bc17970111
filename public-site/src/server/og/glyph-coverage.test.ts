import { drawableText, parseUnicodeRange } from './glyph-coverage';

describe('parseUnicodeRange', () => {
  it('reads ranges, single code points and wildcards', () => {
    expect(parseUnicodeRange('U+0000-00FF, U+0131,U+04??')).toEqual([
      [0x0, 0xff],
      [0x131, 0x131],
      [0x400, 0x4ff],
    ]);
  });
});

describe('drawableText', () => {
  const latin = parseUnicodeRange('U+0000-00FF,U+2000-206F');

  it('keeps what the fonts can draw', () => {
    expect(drawableText('Café — "quotes" & <tags>', latin)).toBe('Café — "quotes" & <tags>');
  });

  it('drops characters no font has, and the space they leave', () => {
    expect(drawableText('Ship it 🚀 日本語 today', latin)).toBe('Ship it today');
    expect(drawableText('日本語', latin)).toBe('');
  });
});
