import { workspaceConfig } from '../jest.workspace.js';

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

export default workspaceConfig({
  displayName: 'public-site',
  testEnvironment: 'jest-fixed-jsdom',
  setupFilesAfterEnv: ['<rootDir>/src/test/setup.ts'],
  transformIgnorePatterns: [`/node_modules/(?!(?:${ESM_ONLY.join('|')})/)`],
  moduleNameMapper: {
    '^@folio/contracts$': '<rootDir>/../contracts/src/index.ts',
    '^@folio/shared-ui$': '<rootDir>/../shared-ui/src/index.ts',
    '^(\\.{1,2}/.*)\\.js$': '$1',
    '\\.css$': '<rootDir>/src/test/style-stub.js',
  },
});
