import { nodeVersionProblem } from './node-version.mjs';

describe('the Node version check of npm start, npm run dev and npm test', () => {
  it('stops an end-of-life Node with the version needed and how to get it', () => {
    const problem = nodeVersionProblem('v20.20.2', '>=22.12', '24');
    expect(problem).toContain('Folio needs Node.js 22.12 or newer (24 LTS recommended); this is v20.20.2.');
    expect(problem).toContain('nvm install');
    expect(problem).toContain('. scripts/use-node.sh');
  });

  it('stops a 22 older than the minor needed', () => {
    expect(nodeVersionProblem('v22.11.0', '>=22.12', '24')).toContain('this is v22.11.0');
  });

  it('lets the supported ones run', () => {
    for (const version of ['v22.12.0', 'v24.21.0', 'v26.10.0']) expect(nodeVersionProblem(version, '>=22.12', '24')).toBeNull();
  });
});
