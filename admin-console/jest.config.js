import { workspaceConfig } from '../jest.workspace.js';

export default workspaceConfig({
  displayName: 'admin-console',
  testEnvironment: 'jest-fixed-jsdom',
  setupFilesAfterEnv: ['<rootDir>/src/test/setup.ts'],
});
