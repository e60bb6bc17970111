import { createRequire } from 'node:module';
import type * as Jsdom from 'jsdom';

const require = createRequire(import.meta.url);
let jsdom: typeof Jsdom | null = null;

/**
 * jsdom, loaded at the first uploaded SVG or newsletter email that needs it rather than when the API
 * starts: it weighs about 50 MB in memory, which a process that only answers visitors never needs.
 */
export function jsdomOnDemand(): typeof Jsdom {
  jsdom ??= require('jsdom') as typeof Jsdom;
  return jsdom;
}
