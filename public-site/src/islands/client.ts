import { hydrateIsland } from './hydrate-island';
import { ISLAND_ATTRIBUTE, ISLAND_HYDRATED_ATTRIBUTE, ISLAND_PENDING_ATTRIBUTE, ISLAND_RULE_ATTRIBUTE, ISLANDS, type HydrateRule, type IslandName } from './registry';

/**
 * The islands' script: only in a page that has an island (server/render-page.tsx). It finds each
 * island the server wrote and hydrates it, alone, when its rule says (registry.ts); React and React
 * DOM load once for all of them.
 */

/**
 * What counts as the visitor reaching for an island: it starts at once, whatever its rule. A button's
 * click goes no further than public/theme-init.js, which holds it and says so with `island-pending`.
 */
const FIRST_USE = ['pointerover', 'pointerdown', 'focusin', 'keydown', 'click', 'island-pending'] as const;

/** An island's element, with the button clicked before it was live (public/theme-init.js holds it there). */
type IslandElement = HTMLElement & { pendingClick?: HTMLElement };

function whenVisible(element: HTMLElement, start: () => void): () => void {
  // The island's element lays nothing out (display: contents): what the visitor sees are its children.
  const boxes = [...element.children];
  if (typeof IntersectionObserver === 'undefined' || boxes.length === 0) {
    start();
    return () => undefined;
  }
  const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && start(), { rootMargin: '50% 0px' });
  for (const box of boxes) observer.observe(box);
  return () => observer.disconnect();
}

function whenIdle(start: () => void): () => void {
  if ('requestIdleCallback' in window) {
    const handle = window.requestIdleCallback(start, { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = setTimeout(start, 200);
  return () => clearTimeout(handle);
}

/**
 * Runs `rule` once the window has loaded (the page's pictures and styles first: an island's code
 * competes with none of what the first paint and the largest picture need); what it returns stops it.
 * A visitor's first use of an island does not wait for this (FIRST_USE).
 */
function afterLoad(rule: () => () => void): () => void {
  if (document.readyState === 'complete') return rule();
  let stop: (() => void) | null = null;
  const begin = () => {
    stop = rule();
  };
  window.addEventListener('load', begin, { once: true });
  return () => {
    window.removeEventListener('load', begin);
    stop?.();
  };
}

/** Once the island is live: the button clicked before, clicked again, now that React has it. */
function replayPendingClick(element: IslandElement): void {
  const clicked = element.pendingClick;
  element.pendingClick = undefined;
  element.removeAttribute(ISLAND_PENDING_ATTRIBUTE);
  if (clicked?.isConnected) clicked.click();
}

function schedule(element: IslandElement): void {
  const name = element.getAttribute(ISLAND_ATTRIBUTE) as IslandName;
  const entry = ISLANDS[name] as (typeof ISLANDS)[IslandName] | undefined;
  if (!entry) return;
  const rule = (element.getAttribute(ISLAND_RULE_ATTRIBUTE) ?? entry.when) as HydrateRule;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    stopRule();
    for (const type of FIRST_USE) element.removeEventListener(type, start, { capture: true });
    void entry.load().then((component) => {
      hydrateIsland(element, component, {
        onHydrated: () => {
          element.setAttribute(ISLAND_HYDRATED_ATTRIBUTE, '');
          replayPendingClick(element);
        },
        onRecoverableError: (error) => console.error(`Island ${name} did not hydrate cleanly:`, error),
      });
    });
  };
  const stopRule = rule === 'visible' ? afterLoad(() => whenVisible(element, start)) : rule === 'idle' ? afterLoad(() => whenIdle(start)) : () => undefined;
  for (const type of FIRST_USE) element.addEventListener(type, start, { capture: true, passive: true });
  // Used before this script ran: start it now.
  if (element.hasAttribute(ISLAND_PENDING_ATTRIBUTE)) start();
}

for (const element of document.querySelectorAll<IslandElement>(`[${ISLAND_ATTRIBUTE}]`)) schedule(element);
