import { workspaceConfig } from '../jest.workspace.js';

export default workspaceConfig({ displayName: 'api', roots: ['<rootDir>/src', '<rootDir>/test'] });
