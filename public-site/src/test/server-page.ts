/**
 * A public page as a browser gets it: the HTML the rendering server sends (msw serves the API), put
 * into jsdom's document with the visitor's storage, cookies and referrer, then the head's
 * theme-init.js and the site's one plain script (src/site/main.ts, fresh modules per load, as a new
 * document gets). jsdom follows no link to another page and sends no form: the helper records where
 * the browser would have gone (`navigations`) and stays on the page.
 */
import { parseTagType } from '@folio/contracts';
import { THEME_STORAGE_KEY, type ThemeMode } from '@folio/shared-ui';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PERSONA_STORAGE_KEY } from '../features/persona/persona-storage';
import type { renderPage as RenderPage } from '../server/render-page';
import { installDialog } from './dialog';
import { build } from './render-on-server';

export interface Visitor {
  /** The browser's localStorage for the site. */
  storage?: Record<string, string>;
  /** The site's cookies the browser has (and sends with the request). */
  cookies?: Record<string, string>;
  /** The page the visitor came from (document.referrer). */
  referrer?: string;
  /** How the document was reached (the navigation timing entry's type). */
  navigationType?: NavigationTimingType;
}

let renderPage: typeof RenderPage | undefined;

/**
 * The rendering server from modules of its own, as in its own process: React's server renderer
 * leaves the context values it rendered with on the context objects (see app/page-loaders.test.tsx).
 */
async function serverRenderer(): Promise<typeof RenderPage> {
  if (!renderPage) {
    await jest.isolateModulesAsync(async () => {
      const server = await import('../server/render-page');
      await server.pagesLoaded;
      renderPage = server.renderPage;
    });
  }
  return renderPage!;
}

/** The cookies the browser has for the site now, by name. */
export function browserCookies(): Record<string, string> {
  const pairs = document.cookie.split(';').map((pair) => pair.trim()).filter(Boolean);
  return Object.fromEntries(pairs.map((pair) => [pair.slice(0, pair.indexOf('=')), decodeURIComponent(pair.slice(pair.indexOf('=') + 1))]));
}

export function clearCookies(): void {
  for (const name of Object.keys(browserCookies())) document.cookie = `${name}=; Path=/; Max-Age=0`;
}

const themeOf = (value: string | undefined): ThemeMode | null => (value === 'light' || value === 'dark' ? value : null);

/** The HTML the rendering server answers `url` with, for a browser that sends `cookies`. */
export async function serverHtml(url: string, cookies: Record<string, string> = browserCookies()): Promise<string> {
  const render = await serverRenderer();
  const page = await render(build, location.origin, {
    url,
    savedPersona: parseTagType(cookies[PERSONA_STORAGE_KEY] ?? null),
    savedTheme: themeOf(cookies[THEME_STORAGE_KEY]),
  });
  if (!('html' in page)) throw new Error(`the server answered ${url} with ${page.status}`);
  return page.html;
}

/** Where the browser would have gone from the page: links followed and forms sent (GET, as an address). */
export const navigations: string[] = [];

const listeners: { target: EventTarget; type: string; listener: EventListenerOrEventListenerObject; options?: boolean | EventListenerOptions }[] = [];

/** Runs `load` with every listener it adds to the window or the document recorded, so that leaving the page removes them. */
async function recordingListeners(load: () => Promise<void>): Promise<void> {
  // On the two objects themselves: the global EventTarget under jest-fixed-jsdom is Node's, not jsdom's.
  const targets = [window, document] as const;
  for (const target of targets) {
    const add = target.addEventListener.bind(target);
    target.addEventListener = (type: string, listener: EventListenerOrEventListenerObject | null, options?: boolean | AddEventListenerOptions) => {
      if (listener) listeners.push({ target, type, listener, options: typeof options === 'object' ? { capture: options.capture } : options });
      if (listener) add(type, listener, options);
    };
  }
  try {
    await load();
  } finally {
    for (const target of targets) delete (target as Partial<EventTarget>).addEventListener;
  }
}

/** A server page is in the document (tests that render React themselves keep their document as it is). */
let pageShown = false;

/** Another document replaces this one: the old page's script stops listening, its markup and navigations go. */
export function leavePage(): void {
  if (!pageShown) return;
  pageShown = false;
  for (const { target, type, listener, options } of listeners.splice(0)) target.removeEventListener(type, listener, options);
  navigations.length = 0;
  const html = document.documentElement;
  for (const attribute of [...html.attributes]) html.removeAttribute(attribute.name);
  html.setAttribute('lang', 'en');
  document.head.replaceChildren();
  document.body.replaceChildren();
  Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
}

/** Links to other pages and sent forms, recorded where the browser would have left the page. */
function followWithoutLeaving(): void {
  window.addEventListener('click', (event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement) || event.defaultPrevented) return;
    const to = new URL(link.href);
    // The browser scrolls within the page itself (jsdom too): only a change of document is recorded.
    if (to.origin === location.origin && to.pathname === location.pathname && to.search === location.search && to.hash) return;
    event.preventDefault();
    navigations.push(to.origin === location.origin ? `${to.pathname}${to.search}${to.hash}` : to.href);
  });
  window.addEventListener('submit', (event) => {
    if (event.defaultPrevented || !(event.target instanceof HTMLFormElement)) return;
    event.preventDefault();
    navigations.push(formAddress(event.target, event.submitter));
  });
}

/** The address a GET form sends the browser to, with its fields (and the button that sent it) serialised as a browser does. */
export function formAddress(form: HTMLFormElement, submitter?: HTMLElement | null): string {
  const fields = new URLSearchParams();
  for (const element of form.elements) {
    if (!(element instanceof HTMLInputElement || element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement)) continue;
    if (!element.name || element.disabled || (element instanceof HTMLInputElement && /^(checkbox|radio)$/.test(element.type) && !element.checked)) continue;
    fields.append(element.name, element.value);
  }
  if (submitter instanceof HTMLButtonElement && submitter.name) fields.append(submitter.name, submitter.value);
  const action = new URL(form.getAttribute('action') ?? location.href, location.href);
  return `${action.pathname}?${fields.toString()}`;
}

const themeInit = readFileSync(join(__dirname, '..', '..', 'public', 'theme-init.js'), 'utf8');

export interface LoadOptions {
  /** false: the page as it is before its scripts run (or where they never do). */
  scripts?: boolean;
  /** Runs once the HTML is in place, just before the scripts (to fake timers for what they start). */
  beforeScripts?: () => void;
}

/**
 * Loads `url` as a browser would: asks the server with the visitor's cookies, shows its HTML at that
 * address, runs the head's theme-init.js, then the site's script. The visitor's storage and cookies
 * are added to what the browser has already (a later load is the same visitor's next page).
 */
export async function loadServerPage(url: string, visitor: Visitor = {}, { scripts = true, beforeScripts }: LoadOptions = {}): Promise<Document> {
  leavePage();
  for (const [key, value] of Object.entries(visitor.storage ?? {})) localStorage.setItem(key, value);
  for (const [name, value] of Object.entries(visitor.cookies ?? {})) document.cookie = `${name}=${encodeURIComponent(value)}; Path=/`;

  pageShown = true;
  const served = new DOMParser().parseFromString(await serverHtml(url.replace(/#.*/, '')), 'text/html');
  history.replaceState(null, '', url);
  Object.defineProperty(document, 'referrer', { configurable: true, value: visitor.referrer ?? '' });
  const entry = { type: visitor.navigationType ?? 'navigate' } as PerformanceNavigationTiming;
  Object.defineProperty(performance, 'getEntriesByType', {
    configurable: true,
    writable: true,
    value: (type: string) => (type === 'navigation' ? [entry] : []),
  });
  for (const attribute of served.documentElement.attributes) document.documentElement.setAttribute(attribute.name, attribute.value);
  document.head.replaceChildren(...[...served.head.childNodes].map((node) => document.importNode(node, true)));
  document.body.replaceChildren(...[...served.body.childNodes].map((node) => document.importNode(node, true)));

  applyMediaQueries();
  installDialog();
  await recordingListeners(async () => {
    followWithoutLeaving();
    if (!scripts) return;
    beforeScripts?.();
    new Function(themeInit)();
    await jest.isolateModulesAsync(async () => {
      await import('../site/main');
    });
  });
  // Again: under jest the script's imports bring styled-components (a build leaves it out), which
  // takes over the server's style tags.
  applyMediaQueries();
  return document;
}

/** A `pageshow` event, as the browser fires it when Back restores the page from its back/forward cache. */
export function restoreFromBackForwardCache(): void {
  window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
}

/** Scrolls the window to `y` as far as the page's script can tell. */
export function scrollWindowTo(y: number): void {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
  window.dispatchEvent(new Event('scroll'));
}

/**
 * The page's style at the current viewport (test/media.ts's setViewportWidth before the load): jsdom
 * applies no media query but `screen`, so each `@media` rule of the page is replaced by its rules
 * where it matches now, and dropped where it does not. Computed styles, and so testing-library's
 * idea of what is shown, then follow the width (specificity aside: the last rule wins in jsdom).
 */
function applyMediaQueries(): void {
  for (const sheet of document.styleSheets) {
    for (let index = 0; index < sheet.cssRules.length; ) {
      const rule = sheet.cssRules[index];
      if (!(rule instanceof CSSMediaRule)) {
        index += 1;
        continue;
      }
      const inner = mediaMatches(rule.media.mediaText) ? [...rule.cssRules].map((each) => each.cssText) : [];
      sheet.deleteRule(index);
      // Inserted where the media rule was, in order; a nested media rule is looked at in turn.
      inner.forEach((text, offset) => sheet.insertRule(text, index + offset));
    }
  }
}

function mediaMatches(query: string): boolean {
  return query.split(',').some((part) => {
    const text = part.trim();
    if (text.startsWith('not all and ')) return !window.matchMedia(text.slice('not all and '.length)).matches;
    if (text === 'all' || text === 'screen') return true;
    if (text === 'print') return false;
    return window.matchMedia(text).matches;
  });
}

/** Whether `element` is shown on screen (at the viewport the page was loaded at): nothing around it is `display: none`. */
export function shownOnScreen(element: Element): boolean {
  for (let node: Element | null = element; node; node = node.parentElement) {
    if (getComputedStyle(node).display === 'none') return false;
  }
  return true;
}

// Every test starts as a new visitor on no page.
afterEach(() => {
  leavePage();
  clearCookies();
});
