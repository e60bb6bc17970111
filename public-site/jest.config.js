import { workspaceConfig } from '../jest.workspace.js';

export default workspaceConfig({
  displayName: 'public-site',
  testEnvironment: 'jest-fixed-jsdom',
  setupFilesAfterEnv: ['<rootDir>/src/test/setup.ts'],
});
