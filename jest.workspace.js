/**
 * The jest setup every workspace shares: TypeScript (and TSX) through @swc/jest, the workspace
 * packages resolved to their sources, NodeNext's '.js' import suffixes mapped back to the files, and
 * for browser-like projects the shared DOM setup (jest.dom-setup.js) before the project's own.
 */
/**
 * ESM-only packages (react-markdown, remark-gfm and the unified/micromark family beneath them,
 * a few of msw's helpers) go through the same swc transform as our sources; the rest of
 * node_modules stays untouched.
 */
const ESM_ONLY = [
  'react-markdown',
  'remark-[^/]+',
  'rehype-[^/]+',
  'micromark[^/]*',
  'mdast-[^/]+',
  'unist-[^/]+',
  'hast-[^/]+',
  'lowlight',
  'github-slugger',
  'unified',
  'vfile[^/]*',
  'bail',
  'ccount',
  'character-[^/]+',
  'comma-separated-tokens',
  'decode-named-character-reference',
  'devlop',
  'estree-util-[^/]+',
  'html-url-attributes',
  'is-(?:alphabetical|alphanumerical|decimal|hexadecimal|plain-obj)',
  'longest-streak',
  'markdown-table',
  'parse-entities',
  'property-information',
  'space-separated-tokens',
  'stringify-entities',
  'trim-lines',
  'trough',
  'zwitch',
  'escape-string-regexp',
  '@ungap/structured-clone',
  'until-async',
  'rettime',
  'headers-polyfill',
  '@open-draft/deferred-promise',
];

export function workspaceConfig({
  displayName,
  testEnvironment = 'node',
  roots = ['<rootDir>/src'],
  setupFilesAfterEnv = [],
  // Where the repository is seen from the project's rootDir: a workspace folder, or the root itself.
  repoRoot = '<rootDir>/..',
  ...rest
}) {
  const browserLike = testEnvironment !== 'node';
  return {
    transformIgnorePatterns: [`/node_modules/(?!(?:${ESM_ONLY.join('|')})/)`],
    displayName,
    testEnvironment,
    roots,
    transform: {
      '^.+\\.(t|j|mj)sx?$': [
        '@swc/jest',
        { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' } },
      ],
    },
    moduleNameMapper: {
      '^@folio/contracts$': `${repoRoot}/contracts/src/index.ts`,
      '^@folio/shared-ui$': `${repoRoot}/shared-ui/src/index.ts`,
      '^(\\.{1,2}/.*)\\.js$': '$1',
      // Stylesheets imported for their side effect in the browser (slick-carousel's) mean nothing here.
      '\\.css$': `${repoRoot}/jest.style-stub.cjs`,
    },
    setupFilesAfterEnv: browserLike ? [`${repoRoot}/jest.dom-setup.js`, ...setupFilesAfterEnv] : setupFilesAfterEnv,
    ...rest,
  };
}
