import { hydrateIsland } from './hydrate-island';
import { ISLAND_ATTRIBUTE, ISLAND_HYDRATED_ATTRIBUTE, ISLAND_RULE_ATTRIBUTE, ISLANDS, type HydrateRule, type IslandName } from './registry';

/**
 * The islands' script: only in a page that has an island (server/render-page.tsx). It finds each
 * island the server wrote and hydrates it, alone, when its rule says (registry.ts); React and React
 * DOM load once for all of them.
 */

/** What counts as the visitor reaching for an island: it starts at once, whatever its rule. */
const FIRST_USE = ['pointerover', 'pointerdown', 'focusin', 'keydown'] as const;

/** A button clicked before its island is live: not a link (it navigates by itself) nor a submit (its form posts by itself). */
function clickToReplay(target: EventTarget | null): HTMLElement | null {
  if (!(target instanceof Element)) return null;
  const control = target.closest<HTMLElement>('button, [role="button"], [role="tab"], summary');
  if (!control || control.closest('a[href]')) return null;
  if (control instanceof HTMLButtonElement && control.type === 'submit' && control.form) return null;
  return control;
}

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

function schedule(element: HTMLElement): void {
  const name = element.getAttribute(ISLAND_ATTRIBUTE) as IslandName;
  const entry = ISLANDS[name] as (typeof ISLANDS)[IslandName] | undefined;
  if (!entry) return;
  const rule = (element.getAttribute(ISLAND_RULE_ATTRIBUTE) ?? entry.when) as HydrateRule;
  let started = false;
  let pendingClick: HTMLElement | null = null;
  const onClickBeforeLive = (event: Event) => {
    const control = clickToReplay(event.target);
    if (!control) return;
    event.preventDefault();
    pendingClick = control;
  };
  const stopRule = rule === 'visible' ? whenVisible(element, () => start()) : rule === 'idle' ? whenIdle(() => start()) : () => undefined;
  for (const type of FIRST_USE) element.addEventListener(type, start, { capture: true, passive: true });
  element.addEventListener('click', onClickBeforeLive, { capture: true });

  function start() {
    if (started) return;
    started = true;
    stopRule();
    for (const type of FIRST_USE) element.removeEventListener(type, start, { capture: true });
    void entry!.load().then((component) => {
      const onHydrated = () => {
        element.removeEventListener('click', onClickBeforeLive, { capture: true });
        element.setAttribute(ISLAND_HYDRATED_ATTRIBUTE, '');
        const clicked = pendingClick;
        pendingClick = null;
        if (clicked?.isConnected) clicked.click();
      };
      hydrateIsland(element, component, {
        onHydrated,
        onRecoverableError: (error) => console.error(`Island ${name} did not hydrate cleanly:`, error),
      });
    });
  }
}

for (const element of document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)) schedule(element);
