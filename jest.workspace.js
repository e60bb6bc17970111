/**
 * The jest setup every workspace shares: TypeScript (and TSX) through @swc/jest, the workspace
 * packages resolved to their sources, NodeNext's '.js' import suffixes mapped back to the files, and
 * for browser-like projects the shared DOM setup (jest.dom-setup.js) before the project's own.
 */
export function workspaceConfig({
  displayName,
  testEnvironment = 'node',
  roots = ['<rootDir>/src'],
  setupFilesAfterEnv = [],
  ...rest
}) {
  const browserLike = testEnvironment !== 'node';
  return {
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
      '^@folio/contracts$': '<rootDir>/../contracts/src/index.ts',
      '^@folio/shared-ui$': '<rootDir>/../shared-ui/src/index.ts',
      '^(\\.{1,2}/.*)\\.js$': '$1',
    },
    setupFilesAfterEnv: browserLike ? ['<rootDir>/../jest.dom-setup.js', ...setupFilesAfterEnv] : setupFilesAfterEnv,
    ...rest,
  };
}
