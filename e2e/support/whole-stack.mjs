import { launchBrowser } from './browser.mjs';
import { startStack } from './stack.mjs';

/**
 * One test file's stack (nginx, the API, its MariaDB database) and Chromium, started before its
 * tests and stopped after them. `env.stack` and `env.browser` are set once beforeAll has run;
 * `options` go to startStack (`{ microCache: false }`).
 */
export function useWholeStack(name, options) {
  const env = { stack: undefined, browser: undefined };
  beforeAll(async () => {
    [env.stack, env.browser] = await Promise.all([startStack(name, options), launchBrowser()]);
  });
  afterAll(async () => {
    await env.browser?.close();
    await env.stack?.stop();
  });
  return env;
}
