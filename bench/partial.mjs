// `npm run bench -- blog`, `npm run bench -- analytics`, `-- cv`, `-- islands`, `-- abuse`, `-- newsletter`, `-- visitor`, `-- api` (or several): only those parts measured again,
// written into the previous run's latest.json/latest.md beside its other figures, which are kept as
// they were (its build bookkeeping included: it describes those figures).
import { existsSync, readFileSync } from 'node:fs';

/** The results keys each part writes (and a partial run of it replaces). */
export const PARTS = {
  blog: ['blog'],
  analytics: ['analyticsBeacon', 'analyticsIngestion', 'analyticsAtSize'],
  cv: ['cv'],
  islands: ['islands'],
  abuse: ['abuse'],
  newsletter: ['newsletter'],
  visitor: ['visitor'],
  api: ['leanApi'],
};

export const partsAsked = (argv) => Object.keys(PARTS).filter((part) => argv.includes(part));

/**
 * The previous results with the keys of the `asked` parts removed, `measure(results)` run on them,
 * then the previous build bookkeeping put back; a measured part whose builds changed on disk while
 * it ran gets a `warning`.
 */
export async function partialRun(file, asked, { fresh, measure, buildStamps, rebuiltSince }) {
  const results = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : fresh();
  results.errors ??= {};
  const keys = asked.flatMap((part) => PARTS[part]);
  for (const key of keys) {
    delete results[key];
    delete results.errors[key];
  }
  const kept = { builds: results.builds, measuredOnOneBuild: results.measuredOnOneBuild, rebuiltBy: results.rebuiltBy };
  results.builds = buildStamps();
  results.measuredOnOneBuild = [];
  await measure(results);
  const rebuilt = rebuiltSince(results.builds);
  for (const key of keys) {
    if (rebuilt.length > 0 && results[key]) results[key].warning = `${rebuilt.join(', ')} changed on disk while ${key} was measured: run again on a quiet tree.`;
  }
  return Object.assign(results, kept);
}

/** Whether a measured part failed (a step, or one of its engines): the partial run then exits 1. */
export const partFailed = (results, asked) =>
  asked.flatMap((part) => PARTS[part]).some((key) => results.errors?.[key] || Object.keys(results[key]?.errors ?? {}).length > 0);
