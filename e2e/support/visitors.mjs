// Simulated visitors for the load and crash suites: a fixed number of them, each in a loop for a
// fixed time, doing what a visitor's browser does through nginx: a page, the assets it links (once
// per visitor, as a browser cache would), the post view counter POST on a post page, and now and
// then the API reads of a client-side navigation. Every answer is counted as an outcome; latency is
// kept for printing only.

/** What a page links from /assets/ and the site's own scripts (boot.js, theme-init.js). */
const linkedAssets = (html) => [...new Set([...html.matchAll(/(?:src|href)="(\/(?:assets\/[^"]+|[\w-]+\.js))"/g)].map((match) => match[1]))];

/** The reads a visitor's page makes when it navigates in the browser instead of loading a page. */
const NAVIGATION_READS = [
  '/api/site',
  '/api/personas',
  '/api/hero-items',
  '/api/experiences',
  '/api/skills?personaId=4',
  '/api/education?personaId=5',
  '/api/certifications?personaId=1',
  '/api/case-studies?personaId=4',
  '/api/social-links',
  '/api/blog/posts',
  '/api/blog/posts?personaId=1',
  '/api/blog/posts?status=published&limit=12&offset=12',
  '/api/blog/posts?status=published&q=automation',
];

/**
 * Runs `visitors` loops for `seconds` against `url` (nginx). `pages` are `{ path, postId? }`; a post
 * page is followed by its view POST. Resolves to the outcomes:
 * `{ requests, byOutcome: { 'GET page 200': n, … }, failures: [{ method, path, outcome, cache, startedAt }],
 * viewsCounted: Map(postId → visitors whose view answered 200), viewsFailed: Map(postId → view POSTs
 * that failed before that visitor's view was answered),
 * latencies: number[] }`. A failure is any answer that is not 2xx/3xx/404, or no answer at all.
 * `maxRequests` bounds the run whatever the machine's speed.
 */
export async function runVisitors({ url, visitors, seconds, pages, maxRequests = 400_000 }) {
  const outcome = { requests: 0, byOutcome: {}, failures: [], viewsCounted: new Map(), viewsFailed: new Map(), latencies: [] };
  const deadline = Date.now() + seconds * 1000;
  const more = () => Date.now() < deadline && outcome.requests < maxRequests;

  const request = async (method, path, kind, headers = {}) => {
    outcome.requests += 1;
    const startedAt = Date.now();
    let label;
    let ok = false;
    let body = '';
    let cache = null;
    try {
      const answer = await fetch(`${url}${path}`, { method, redirect: 'manual', headers: { accept: kind === 'page' ? 'text/html' : '*/*', ...headers } });
      body = await answer.text();
      label = String(answer.status);
      cache = answer.headers.get('x-cache-status');
      ok = answer.status < 400 || answer.status === 404;
    } catch (error) {
      label = `no answer (${error.cause?.code ?? error.message})`;
    }
    outcome.latencies.push(Date.now() - startedAt);
    const key = `${method} ${kind} ${label}`;
    outcome.byOutcome[key] = (outcome.byOutcome[key] ?? 0) + 1;
    if (!ok) outcome.failures.push({ method, path, outcome: label, cache, startedAt });
    return ok ? body : null;
  };

  const add = (map, key) => map.set(key, (map.get(key) ?? 0) + 1);

  const visitor = async (index) => {
    const cached = new Set();
    // The API counts one view per visitor (the client's address), post and day: each loop is a
    // reader of its own, at an address of its own (X-Forwarded-For, which nginx passes on from
    // loopback), and only its first view of a post that answers 200 can raise the count.
    const browser = { 'user-agent': `Mozilla/5.0 (X11; Linux x86_64) FolioLoadTest/${index}`, 'x-forwarded-for': `198.18.${(index >> 8) & 255}.${index & 255}` };
    const viewed = new Set();
    for (let step = 0; more(); step += 1) {
      const page = pages[(index + step) % pages.length];
      const html = await request('GET', page.path, 'page');
      if (html === null) continue;
      for (const asset of linkedAssets(html)) {
        if (cached.has(asset) || !more()) continue;
        cached.add(asset);
        await request('GET', asset, 'asset');
      }
      if (page.postId !== undefined && !viewed.has(page.postId)) {
        const counted = await request('POST', `/api/blog/posts/${page.postId}/view`, 'view', browser);
        if (counted !== null) viewed.add(page.postId);
        add(counted === null ? outcome.viewsFailed : outcome.viewsCounted, page.postId);
      }
      if (step % 3 === 2 && more()) await request('GET', NAVIGATION_READS[(index + step) % NAVIGATION_READS.length], 'api');
    }
  };

  await Promise.all(Array.from({ length: visitors }, (_, index) => visitor(index)));
  return outcome;
}

/** One line for the log: requests, throughput and latency percentiles (information, never a pass/fail). */
export function describeRun(outcome, seconds) {
  const sorted = [...outcome.latencies].sort((a, b) => a - b);
  const at = (share) => sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0;
  return `${outcome.requests} requests in ${seconds} s (${Math.round(outcome.requests / seconds)}/s); latency p50 ${at(0.5)} ms, p99 ${at(0.99)} ms, max ${at(1)} ms; ${JSON.stringify(outcome.byOutcome)}`;
}

/** The published posts as visitors find them, with the page of each. */
export async function postPages(url, cookie) {
  const answer = await fetch(`${url}/api/blog/posts?status=published`, { headers: { cookie } });
  const posts = await answer.json();
  return posts.filter((post) => post.status === 'published').map((post) => ({ path: `/blog/${post.slug}`, postId: post.id, slug: post.slug }));
}

/** Each post's stored view count, read past the micro-cache (the owner's cookie). */
export async function viewCounts(url, cookie, posts) {
  const counts = new Map();
  for (const post of posts) {
    const answer = await fetch(`${url}/api/blog/posts/slug/${post.slug}`, { headers: { cookie } });
    counts.set(post.postId, (await answer.json()).viewCount);
  }
  return counts;
}

export const SITE_PAGES = ['/', '/?persona=enterprise', '/?persona=business', '/?persona=fitness', '/blog', '/blog?persona=fitness', '/nope'].map((path) => ({ path }));
