/**
 * What a test of the rendering server needs under jsdom. The app's hooks start no query while the
 * server renders (their effects never run there), as on the real server: a page shows only what its
 * route's loader put in the cache.
 */
import { setImmediate } from 'node:timers';
import type { ClientBuild } from '../server/client-build';

// The renderer's stream schedules with Node's setImmediate, which jsdom's globals leave out.
Object.assign(globalThis, { setImmediate });

/** A client build as small as the renderer accepts. */
export const build: ClientBuild = {
  template: '<!doctype html><html lang="en"><head><!--ssr-head--></head><body><div id="root"><!--ssr-html--></div><!--ssr-data--></body></html>',
  siteScript: '/assets/site.js',
  islandsScript: '/assets/islands.js',
};

/** What the page's React render wrote: the markup inside #root, without the head and the scripts after it. */
export const appHtml = (html: string) => /<div id="root">(.*)<\/div>\s*<script type="module"/s.exec(html)?.[1] ?? '';
