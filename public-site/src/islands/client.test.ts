import { waitFor } from '@testing-library/dom';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { skills } from '../test/fixtures';
import { islandServerHtml } from '../test/island-hydration';
import { setViewportWidth } from '../test/media';
import type * as HydrateIslandModule from './hydrate-island';

/** Run right after the islands' script has called React's hydrateRoot on an island (the island is hydrating). */
let mockWhileHydrating: (() => void) | undefined;
jest.doMock('./hydrate-island', () => {
  const actual = jest.requireActual<typeof HydrateIslandModule>('./hydrate-island');
  return {
    hydrateIsland: (...args: Parameters<typeof actual.hydrateIsland>) => {
      const root = actual.hydrateIsland(...args);
      mockWhileHydrating?.();
      return root;
    },
  };
});

const themeInit = readFileSync(join(__dirname, '..', '..', 'public', 'theme-init.js'), 'utf8');
const toggle = () => document.querySelector<HTMLButtonElement>('[data-island="skills"] button[aria-expanded]')!;
const island = () => document.querySelector<HTMLElement>('[data-island="skills"]')!;

/**
 * The page's skills on a phone: the server's HTML, the head's theme-init.js, then the islands' script;
 * then `visit`. All in a module registry of its own until `visit` ends (a new document's scripts), so
 * that the island's code, loaded at the first use, meets the same React as the script's.
 */
async function onSkillsPage(beforeScript: () => void, visit: () => Promise<void>) {
  setViewportWidth(375);
  document.body.innerHTML = await islandServerHtml('skills', { skills });
  new Function(themeInit)();
  beforeScript();
  await jest.isolateModulesAsync(async () => {
    await import('./client');
    await visit();
  });
}

const hydrated = () => waitFor(() => expect(island()).toHaveAttribute('data-island-hydrated'));

describe("the islands' script and a visitor's first click", () => {
  let actEnvironment: unknown;
  beforeEach(() => {
    // The island's React renders as in a browser, outside act().
    actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: unknown }).IS_REACT_ACT_ENVIRONMENT;
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  });
  afterEach(() => {
    mockWhileHydrating = undefined;
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: unknown }).IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    document.body.innerHTML = '';
  });

  it('a click made before the script runs is held, then made once the island is live: one click, one toggle', async () => {
    await onSkillsPage(
      () => toggle().click(),
      async () => {
        await hydrated();
        await waitFor(() => expect(toggle()).toHaveAttribute('aria-expanded', 'true'));
        expect(toggle()).toHaveTextContent('Show Less');
        expect(island()).not.toHaveAttribute('data-island-pending');
      },
    );
  });

  it('a click made while React hydrates the island is held as well, and made once: React does not act on it too', async () => {
    await onSkillsPage(
      () => undefined,
      async () => {
        expect(toggle()).toHaveTextContent(`Show ${skills.length - 3} More Skills`);
        // The pointer reaching the button starts the island; the click lands while React hydrates it.
        mockWhileHydrating = () => toggle().click();
        toggle().dispatchEvent(new Event('pointerdown', { bubbles: true }));
        await hydrated();
        // Time for a second click, were one held: the toggle must stay expanded.
        await new Promise((resolve) => setTimeout(resolve, 50));
        expect(toggle()).toHaveAttribute('aria-expanded', 'true');
        expect(toggle()).toHaveTextContent('Show Less');
      },
    );
  });

  it('a click with no pointer before it (a keyboard, a screen reader) starts a waiting island and is made once', async () => {
    await onSkillsPage(
      () => undefined,
      async () => {
        toggle().click();
        await hydrated();
        await waitFor(() => expect(toggle()).toHaveAttribute('aria-expanded', 'true'));
        await new Promise((resolve) => setTimeout(resolve, 50));
        expect(toggle()).toHaveTextContent('Show Less');
      },
    );
  });
});
