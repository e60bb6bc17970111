/**
 * What a test of the rendering server needs under jsdom. Import it FIRST in such a test file: the
 * mock below must be in place before anything loads RTK Query's React hooks.
 */
import type * as ReduxQueryReact from '@reduxjs/toolkit/query/react';
import { setImmediate } from 'node:timers';
import type { ClientBuild } from '../server/client-build';

// The renderer's stream schedules with Node's setImmediate, which jsdom's globals leave out.
Object.assign(globalThis, { setImmediate });

// Under jsdom the app thinks it runs in a browser: start queries while rendering, as on the server.
jest.mock('@reduxjs/toolkit/query/react', () => {
  const actual = jest.requireActual<typeof ReduxQueryReact>('@reduxjs/toolkit/query/react');
  return {
    ...actual,
    reactHooksModule: (options: Parameters<typeof actual.reactHooksModule>[0]) => actual.reactHooksModule({ ...options, unstable__sideEffectsInRender: true }),
  };
});

/** A client build as small as the renderer accepts. */
export const build: ClientBuild = {
  template: '<!doctype html><html lang="en"><head><!--ssr-head--></head><body><div id="root"><!--ssr-html--></div><!--ssr-data--></body></html>',
  entry: '/assets/index.js',
  stylesOf: () => [],
};
