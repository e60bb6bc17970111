/** @type {import('jest').Config} */
export default {
  displayName: 'scripts',
  testEnvironment: 'node',
  roots: ['<rootDir>'],
  testMatch: ['**/*.test.mjs'],
  transform: { '^.+\\.mjs$': ['@swc/jest', { jsc: { target: 'es2022' }, module: { type: 'commonjs' } }] },
};
