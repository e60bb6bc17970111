import type { ThemeMode } from '@folio/shared-ui';

export type SyntaxToken = 'keyword' | 'string' | 'constant' | 'comment' | 'title' | 'type' | 'attribute';

/**
 * Code colours for highlight.js's class names, on a code block's ground (the theme's surface) in each
 * theme; every one reaches WCAG AA (4.5:1) there (syntax-colours.test.ts).
 */
export const SYNTAX_COLOURS: Record<ThemeMode, Record<SyntaxToken, string>> = {
  light: {
    keyword: '#cf222e',
    string: '#0a3069',
    constant: '#0550ae',
    comment: '#57606a',
    title: '#8250df',
    type: '#953800',
    attribute: '#116329',
  },
  dark: {
    keyword: '#ff7b72',
    string: '#a5d6ff',
    constant: '#79c0ff',
    comment: '#9ca3af',
    title: '#d2a8ff',
    type: '#ffa657',
    attribute: '#7ee787',
  },
};

/** highlight.js's classes, grouped into the tokens above. */
export const SYNTAX_CLASSES: Record<SyntaxToken, string[]> = {
  keyword: ['keyword', 'selector-tag', 'doctag', 'template-tag', 'deletion'],
  string: ['string', 'regexp', 'template-variable', 'addition'],
  constant: ['number', 'literal', 'symbol', 'bullet', 'link'],
  comment: ['comment', 'quote', 'meta'],
  title: ['title', 'section', 'selector-id', 'selector-class'],
  type: ['type', 'built_in', 'class'],
  attribute: ['attr', 'attribute', 'property', 'name', 'tag', 'variable', 'selector-attr', 'selector-pseudo'],
};

const variable = (token: SyntaxToken) => `--syntax-${token}`;

const declarations = (mode: ThemeMode) =>
  (Object.keys(SYNTAX_COLOURS[mode]) as SyntaxToken[]).map((token) => `${variable(token)}: ${SYNTAX_COLOURS[mode][token]};`).join(' ');

/** CSS for a post body: the colours per theme as custom properties (a theme switch only repaints), then the rules. */
export function syntaxCss(): string {
  const rules = (Object.keys(SYNTAX_CLASSES) as SyntaxToken[])
    .map((token) => `${SYNTAX_CLASSES[token].map((name) => `.hljs-${name}`).join(', ')} { color: var(${variable(token)}); }`)
    .join('\n');
  return `
    ${declarations('light')}
    @media (prefers-color-scheme: dark) { :root:not([data-theme]) & { ${declarations('dark')} } }
    :root[data-theme='dark'] & { ${declarations('dark')} }
    ${rules}
    .hljs-comment, .hljs-quote { font-style: italic; }
    .hljs-strong { font-weight: 700; }
    .hljs-emphasis { font-style: italic; }
  `;
}
