import { workspaceConfig } from '../jest.workspace.js';

export default workspaceConfig({ displayName: 'shared-ui', testEnvironment: 'jest-fixed-jsdom' });
