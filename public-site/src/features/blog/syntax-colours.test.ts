import { contrastRatio, createPalette, THEME_MODES } from '@folio/shared-ui';
import { SYNTAX_COLOURS, SYNTAX_CLASSES, syntaxCss } from './syntax-colours';

describe('code colours', () => {
  it.each(THEME_MODES)('reach AA contrast (4.5:1) on code blocks in the %s theme', (mode) => {
    const ground = createPalette(mode).surface;
    for (const [token, colour] of Object.entries(SYNTAX_COLOURS[mode])) {
      expect([token, contrastRatio(colour, ground) >= 4.5]).toEqual([token, true]);
    }
  });

  it('colour every class the highlighter writes for the common tokens, per theme', () => {
    const css = syntaxCss();
    for (const name of ['keyword', 'string', 'number', 'comment', 'title', 'built_in', 'attr']) expect(css).toContain(`.hljs-${name}`);
    expect(css).toContain(`--syntax-keyword: ${SYNTAX_COLOURS.light.keyword};`);
    expect(css).toMatch(new RegExp(`:root\\[data-theme='dark'\\] & \\{[^}]*--syntax-keyword: ${SYNTAX_COLOURS.dark.keyword};`));
    expect(Object.values(SYNTAX_CLASSES).flat()).toHaveLength(new Set(Object.values(SYNTAX_CLASSES).flat()).size);
  });
});
