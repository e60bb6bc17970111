// Issue 38's measures (the visitor's second pass) on a case study's page and a tag page, through the
// stack's nginx: JavaScript per route and Lighthouse mobile by the islands' goals (today's site only:
// these routes did not exist at the islands' starting commit), and each page's HTML through the
// micro-cache beside the same bytes as a static file. A sub-measure that fails is recorded in `errors`
// and the others go on.
import { fileURLToPath } from 'node:url';
import { isStopping } from '../cleanup.mjs';
import { ISLANDS_GOALS, lighthouseInTurns, present, withReasons } from '../islands/islands-bench.mjs';
import { readManifest } from '../islands/reasons.mjs';
import { javascriptPerRoute, publicList } from '../js-bytes.mjs';
import { cachedVersusStatic } from '../throughput.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** The first case study's page: GET /api/case-studies lists the public ones. */
async function caseStudyPath(url) {
  const slug = (await publicList(url, '/case-studies')).find((item) => item.slug)?.slug;
  if (!slug) throw new Error('GET /api/case-studies has no case study with a slug to measure');
  return `/work/${slug}`;
}

/** A tag page that lists posts: the first tag of the first published post that has one. */
async function tagPath(url) {
  const post = (await publicList(url, '/blog/posts?status=published')).find((each) => each.tags?.some((tag) => tag.slug));
  if (!post) throw new Error('no published post with a tag: no tag page to measure');
  return `/blog/tag/${post.tags.find((tag) => tag.slug).slug}`;
}

/** Both routes, each read as a post is: the islands' reading budget on load. */
export async function visitorRoutes(url) {
  return [
    { name: 'case-study', path: await caseStudyPath(url), budgetKB: ISLANDS_GOALS.readingKB },
    { name: 'tag', path: await tagPath(url), budgetKB: ISLANDS_GOALS.readingKB },
  ];
}

/**
 * Everything the visitor part measures on a running stack (e2e/support/stack.mjs). `load`:
 * autocannon's settings ({ connections, duration, warmup, rounds }) for the cached/static comparisons.
 */
export async function visitorMeasures(stack, { lighthouseRuns = 3, load, outDir, log = console.log }) {
  const errors = {};
  const routes = await present(stack.url, await visitorRoutes(stack.url), log);
  const result = { goals: ISLANDS_GOALS, load, routes: routes.map(({ name, path }) => ({ name, path })), errors };
  log(`    ${routes.map((route) => `${route.name}: ${route.path}`).join('; ')}`);
  const attempt = async (name, title, measure) => {
    if (isStopping()) return;
    log(`  ${title}`);
    try {
      result[name] = await measure();
    } catch (error) {
      errors[name] = error.stack ?? String(error);
      log(`    FAILED: ${error.message}`);
    }
  };
  await attempt('javascript', 'JavaScript per route through nginx (fresh browser, mobile screen, gzip, network idle)', async () =>
    withReasons(await javascriptPerRoute(stack.url, routes, { log }), readManifest(root)),
  );
  await attempt('lighthouse', `Lighthouse mobile through nginx, ${lighthouseRuns} runs per route`, async () => {
    const sites = [{ key: 'current', label: 'through nginx', url: stack.url }];
    const measured = await lighthouseInTurns(sites, routes, { runs: lighthouseRuns, outDir, log, prefix: 'visitor' });
    return { sites: sites.map(({ key, label }) => ({ key, label })), runs: lighthouseRuns, routes: measured };
  });
  await attempt('throughput', `The HTML through nginx (micro-cache warm) vs a static nginx, ${load.connections} connections, ${load.duration} s each`, async () => {
    const compared = [];
    for (const route of routes) compared.push(await cachedVersusStatic(stack.url, route.path, { ...load, log }));
    return compared;
  });
  return result;
}
