/** @type {import('jest').Config} */
export default {
  displayName: 'public-site',
  testEnvironment: 'jest-fixed-jsdom',
  roots: ['<rootDir>/src'],
  setupFilesAfterEnv: ['<rootDir>/src/test/setup.ts'],
  transform: {
    '^.+\\.(t|j|mj)sx?$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } } },
    ],
  },
  moduleNameMapper: {
    '^@folio/contracts$': '<rootDir>/../contracts/src/index.ts',
    '^@folio/shared-ui$': '<rootDir>/../shared-ui/src/index.ts',
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
};
