import { workspaceConfig } from '../jest.workspace.js';

export default workspaceConfig({ displayName: 'scripts', roots: ['<rootDir>'], testMatch: ['**/*.test.mjs'] });
