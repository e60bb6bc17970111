/**
 * The one routing table of Folio: what a request gets behind nginx (nginx/nginx.conf) and behind the
 * local gateway of `npm start` (scripts/gateway.mjs). Both test suites replay these cases against
 * the real server, with stand-ins for the API and the rendering server that say who answered and
 * what they were asked (nginx/routing-fixtures.mjs), so the two cannot drift apart.
 *
 * `from` names whose content answers: the API, the rendering server (`renderer`), or a file of an
 * app's build (its fixture text below). `only` limits a case to one server ('nginx' or 'gateway').
 */

/** Headers every answer that is not the API's carries. */
export const SECURITY_HEADERS = {
  'content-security-policy':
    "default-src 'self'; script-src 'self' 'inline-speculation-rules'; style-src 'self' 'unsafe-inline'; img-src 'self' data: https:; " +
    "font-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; " +
    "frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';
/** Every answer under /admin keeps the console out of search engines. */
export const NOINDEX = 'noindex';

/** The federation entry keeps its name across deploys (its chunks are hashed): always revalidated. */
export const REMOTE_ENTRY = '/assets/remoteEntry.js';

/**
 * The session cookie of the API (koa-session, signed): a request carrying it is the owner's, and the
 * micro-cache neither answers it nor stores its answer.
 */
export const SESSION_COOKIE = 'folio.sid=owner-session; folio.sid.sig=owner-signature';

/**
 * The files the fake builds of the routing tests hold (see nginx/routing-fixtures.mjs). index.html is
 * the renderer's template and `.vite/manifest.json` its map of the build: neither is ever served.
 */
export const FIXTURE_FILES = {
  'public-site': {
    'index.html': '<!doctype html><title>public-site template</title><!--ssr-html-->',
    '.vite/manifest.json': '{ "note": "public-site build manifest" }',
    'assets/index-abc123.js': 'console.log("public-site asset");',
    'assets/remoteEntry.js': 'console.log("public-site remote entry");',
    'images/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"><title>public-site image</title></svg>',
    'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"><title>public-site favicon</title></svg>',
    'theme-init.js': 'console.log("public-site theme init");',
  },
  'admin-console': {
    'index.html': '<!doctype html><title>admin-console index</title>',
    'assets/index-def456.js': 'console.log("admin-console asset");',
  },
};

/**
 * Files that also have precompressed copies beside them (`<file>.gz`, `<file>.br`, as
 * scripts/precompress.mjs writes them). Each copy decompresses to the file's text plus
 * ` // precompressed <encoding>`, so a test can tell a precompressed copy from on-the-fly compression.
 */
export const PRECOMPRESSED_FILES = {
  'public-site': ['assets/index-abc123.js', 'assets/remoteEntry.js'],
  'admin-console': ['assets/index-def456.js'],
};
export const precompressedText = (text, encoding) => `${text} // precompressed ${encoding}`;

const renderer = (path, extra = {}) => ({ path, status: 200, from: 'renderer', cache: REVALIDATE, ...extra });

/** A contact form as a browser without JavaScript sends it to POST /contact. */
export const CONTACT_FORM_TYPE = 'application/x-www-form-urlencoded';
export const CONTACT_FORM_BODY = 'name=Ada+Lovelace&email=ada%40example.com&message=Hello%21&persona=business&page=%2F%3Fpersona%3Dbusiness';

/** The newsletter's subscribe form as a browser without JavaScript sends it to POST /subscribe (`personas` once per checked box). */
export const SUBSCRIBE_FORM_BODY = 'email=ada%40example.com&personas=enterprise&personas=fitness&page=%2Fblog%2Fsome-post&formToken=t&website=';

export const ROUTING_CASES = [
  { path: '/api/personas', status: 200, from: 'api' },
  { path: '/api', status: 200, from: 'api' },
  { path: '/api/blog/posts?status=published', status: 200, from: 'api' },
  { path: '/api/admin/skills', status: 200, from: 'api' },
  // The media library's files come from the API, whatever storage holds them.
  { path: '/media/0123456789abcdef-640w.webp', status: 200, from: 'api' },
  { path: '/admin', status: 301, location: '/admin/', robots: NOINDEX },
  { path: '/admin/', status: 200, from: 'admin-console index', cache: REVALIDATE, robots: NOINDEX },
  { path: '/admin/some/screen', status: 200, from: 'admin-console index', cache: REVALIDATE, robots: NOINDEX },
  { path: '/admin/assets/index-def456.js', status: 200, from: 'admin-console asset', cache: IMMUTABLE, robots: NOINDEX },
  { path: '/admin/assets/index-def456.js', acceptEncoding: 'gzip', status: 200, from: 'admin-console asset', encoding: 'gzip', cache: IMMUTABLE, robots: NOINDEX },
  { path: '/admin/assets/missing.js', status: 404, robots: NOINDEX },
  // Every page is rendered by the rendering server, with the URL as the visitor asked for it.
  renderer('/'),
  renderer('/?persona=fitness'),
  renderer('/blog'),
  renderer('/blog/some-post'),
  renderer('/no/such/page', { status: 404 }),
  renderer('/apiary'),
  renderer('/administration'),
  renderer('/images'),
  renderer('/images/'),
  renderer('/images/missing.svg'),
  renderer('/sitemap.xml'),
  renderer('/rss.xml'),
  renderer('/rss.xml?persona=business'),
  renderer('/atom.xml'),
  renderer('/feed.json?persona=fitness'),
  renderer('/robots.txt'),
  renderer('/og/site.png'),
  renderer('/og/persona/fitness.png'),
  renderer('/og/post/some-post.png'),
  // The page template and the build manifest are files of the build, but the renderer's inputs:
  // never served as they are.
  renderer('/index.html'),
  renderer('/.vite/manifest.json'),
  // The rendering server's door for the API (a post's body for its email, POST_BODY_RENDER_PATH) is
  // not the visitors': no request through either server reaches it.
  { path: '/internal/post-body', method: 'POST', contentType: 'text/markdown', body: '# A body', status: 404 },
  { path: '/internal/post-body', status: 404 },
  // The browser's saved persona and theme reach the renderer.
  renderer('/blog', { cookie: 'folio-persona=business; folio-theme=dark' }),
  // The contact form without JavaScript: its POST reaches the renderer, body and all (it answers
  // with a redirect or the page again; never cached: MICRO_CACHE_CASES), and the page a sent form
  // comes back to keeps its ?sent=1.
  renderer('/contact', { method: 'POST', contentType: CONTACT_FORM_TYPE, body: CONTACT_FORM_BODY }),
  renderer('/?persona=business&sent=1'),
  // The newsletter: /subscribe is a page (its POST reaches the renderer, body and all), and the pages
  // a sent form comes back to keep their ?subscribed=1. The pages of an email's links (their token in
  // the path) reach the renderer, GET and POST, and nginx keeps them out of every cache (no-store; the
  // gateway passes on the renderer's own no-store, which its stand-in does not say).
  renderer('/subscribe'),
  renderer('/subscribe', { method: 'POST', contentType: CONTACT_FORM_TYPE, body: SUBSCRIBE_FORM_BODY }),
  renderer('/blog/some-post?subscribed=1'),
  renderer('/subscribe/confirm/c0nfirm-token', { only: 'nginx', cache: 'no-store' }),
  renderer('/subscribe/confirm/c0nfirm-token', { only: 'nginx', cache: 'no-store', method: 'POST', contentType: CONTACT_FORM_TYPE, body: '' }),
  renderer('/unsubscribe/42.key?done=saved', { only: 'nginx', cache: 'no-store' }),
  renderer('/unsubscribe/42.key', { only: 'nginx', cache: 'no-store', method: 'POST', contentType: CONTACT_FORM_TYPE, body: 'action=unsubscribe' }),
  renderer('/subscribe/confirm/c0nfirm-token', { only: 'gateway', cache: undefined }),
  renderer('/unsubscribe/42.key', { only: 'gateway', cache: undefined, method: 'POST', contentType: CONTACT_FORM_TYPE, body: 'action=save&personas=fitness' }),
  // Hashed assets: from the build, a year in caches, precompressed copies for clients that take them.
  { path: '/assets/index-abc123.js', status: 200, from: 'public-site asset', cache: IMMUTABLE },
  { path: '/assets/index-abc123.js', acceptEncoding: 'gzip', status: 200, from: 'public-site asset', encoding: 'gzip', cache: IMMUTABLE },
  { path: '/assets/index-abc123.js', acceptEncoding: 'gzip, deflate, br', only: 'nginx', status: 200, from: 'public-site asset', encoding: 'gzip', cache: IMMUTABLE },
  { path: '/assets/index-abc123.js', acceptEncoding: 'gzip, deflate, br', only: 'gateway', status: 200, from: 'public-site asset', encoding: 'br', cache: IMMUTABLE },
  { path: '/assets/index-abc123.js', acceptEncoding: 'br;q=0, gzip', status: 200, from: 'public-site asset', encoding: 'gzip', cache: IMMUTABLE },
  { path: REMOTE_ENTRY, status: 200, from: 'public-site remote entry', cache: REVALIDATE },
  { path: REMOTE_ENTRY, acceptEncoding: 'gzip', status: 200, from: 'public-site remote entry', encoding: 'gzip', cache: REVALIDATE },
  { path: '/assets/missing.js', status: 404 },
  { path: '/assets/', status: 404 },
  // The public site's other files are served from its build as they are.
  { path: '/images/logo.svg', status: 200, from: 'public-site image' },
  { path: '/favicon.svg', status: 200, from: 'public-site favicon' },
  { path: '/theme-init.js', status: 200, from: 'public-site theme init' },
  // A path that climbs above the web root, plainly or percent-encoded, is refused as nginx does.
  { path: '/../../etc/passwd', status: 400, rawPath: true },
  { path: '/assets/..%2f..%2fpackage.json', status: 400 },
  { path: '/blog/%E0%A4%A', status: 400 },
];

/** The address the tests' stand-in for a TLS proxy connects from: both servers under test trust it alone. */
export const TRUSTED_TEST_PROXY = '127.0.0.2';

/**
 * What the API and the renderer are told about the client (X-Forwarded-Proto and -For) when a request
 * comes `from` the trusted proxy or from any other client (127.0.0.1), claiming `headers`.
 */
const claims = (proto, forwardedFor) => ({ 'x-forwarded-proto': proto, 'x-forwarded-for': forwardedFor });
export const FORWARDING_CASES = [
  { name: "a trusted proxy's https and client address are passed on", from: TRUSTED_TEST_PROXY, headers: claims('https', '203.0.113.7'), proto: 'https', client: '203.0.113.7' },
  { name: "a trusted proxy's http is passed on", from: TRUSTED_TEST_PROXY, headers: claims('http', '203.0.113.8'), proto: 'http', client: '203.0.113.8' },
  { name: "a trusted proxy's list of addresses is passed as it came (its last entry is the client it saw)", from: TRUSTED_TEST_PROXY, headers: claims('HTTPS', '198.51.100.1, 203.0.113.9'), proto: 'https', client: '198.51.100.1, 203.0.113.9' },
  { name: 'a trusted proxy that says nothing: the scheme and the address the server saw', from: TRUSTED_TEST_PROXY, headers: {}, proto: 'http', client: TRUSTED_TEST_PROXY },
  { name: 'a scheme other than http or https is not passed on', from: TRUSTED_TEST_PROXY, headers: claims('gopher', '203.0.113.10'), proto: 'http', client: '203.0.113.10' },
  { name: 'any other client cannot claim https or another address', from: '127.0.0.1', headers: claims('https', '203.0.113.66'), proto: 'http', client: '127.0.0.1' },
];

/**
 * nginx's micro-cache (the gateway of `npm start` has none), request by request. `cacheStatus` is
 * nginx's X-Cache-Status (null: the location does not cache at all); `answer` is which answer of the
 * upstream stand-in came back (the stand-ins number their answers per URL), so a HIT is proven to
 * come from the cache and every other status to come fresh from the upstream (left out, undefined, for
 * a URL other suites ask for too).
 */
const anonymous = (path, cacheStatus, answer, extra = {}) => ({ path, cacheStatus, answer, ...extra });
const owner = (path, cacheStatus, answer) => anonymous(path, cacheStatus, answer, { cookie: SESSION_COOKIE });

export const MICRO_CACHE_CASES = [
  {
    name: 'an anonymous page is rendered once, then answered from the cache',
    steps: [anonymous('/blog/case-1', 'MISS', 1), anonymous('/blog/case-1', 'HIT', 1)],
  },
  {
    name: 'a not-found page is cached too',
    steps: [anonymous('/no/such/page-2', 'MISS', 1, { status: 404 }), anonymous('/no/such/page-2', 'HIT', 1, { status: 404 })],
  },
  {
    name: 'the saved persona keys its own copy, whatever other cookies come with it',
    steps: [
      anonymous('/case-3', 'MISS', 1, { cookie: 'folio-persona=fitness' }),
      anonymous('/case-3', 'MISS', 2, { cookie: 'folio-persona=business' }),
      anonymous('/case-3', 'HIT', 1, { cookie: '_ga=1; folio-persona=fitness; other=2' }),
      anonymous('/case-3', 'MISS', 3),
      anonymous('/case-3', 'HIT', 3, { cookie: 'folio-persona=' }),
    ],
  },
  {
    name: 'the saved theme keys its own copy',
    steps: [
      anonymous('/blog/case-4', 'MISS', 1, { cookie: 'folio-theme=dark' }),
      anonymous('/blog/case-4', 'MISS', 2, { cookie: 'folio-theme=light' }),
      anonymous('/blog/case-4', 'MISS', 3, { cookie: 'folio-theme=dark; folio-persona=fitness' }),
      anonymous('/blog/case-4', 'HIT', 1, { cookie: 'folio-theme=dark' }),
    ],
  },
  {
    name: 'a persona or theme cookie the renderer would read differently is neither cached nor answered from the cache',
    steps: [
      anonymous('/case-5', 'MISS', 1),
      anonymous('/case-5', 'BYPASS', 2, { cookie: 'folio-persona="fitness"' }),
      anonymous('/case-5', 'BYPASS', 3, { cookie: 'folio-persona=fitness|dark' }),
      anonymous('/case-5', 'BYPASS', 4, { cookie: 'folio-theme=DARK' }),
      anonymous('/case-5', 'HIT', 1),
    ],
  },
  {
    name: 'a request with the session cookie never gets the cached page',
    steps: [anonymous('/blog/a-post-6', 'MISS', 1), owner('/blog/a-post-6', 'BYPASS', 2), anonymous('/blog/a-post-6', 'HIT', 1)],
  },
  {
    name: "the owner's page is never stored",
    steps: [owner('/blog/case-7', 'BYPASS', 1), owner('/blog/case-7', 'BYPASS', 2), anonymous('/blog/case-7', 'MISS', 3), anonymous('/blog/case-7', 'HIT', 3)],
  },
  {
    name: 'a failing render (503, no-store) is not stored',
    steps: [
      anonymous('/case-8', 'MISS', 1, { status: 503, headers: { 'x-fake-status': '503', 'x-fake-cache-control': 'no-store' } }),
      anonymous('/case-8', 'MISS', 2, { status: 503, headers: { 'x-fake-status': '503', 'x-fake-cache-control': 'no-store' } }),
    ],
  },
  {
    name: 'a page marked private is not stored',
    steps: [
      anonymous('/case-9', 'MISS', 1, { headers: { 'x-fake-cache-control': 'private' } }),
      anonymous('/case-9', 'MISS', 2, { headers: { 'x-fake-cache-control': 'private' } }),
    ],
  },
  {
    // (The persona cookie keeps this copy of the sitemap apart from the one the routing table asked for.)
    name: 'the sitemap and link images are cached like pages',
    steps: [
      anonymous('/sitemap.xml', 'MISS', undefined, { cookie: 'folio-persona=enterprise' }),
      anonymous('/sitemap.xml', 'HIT', undefined, { cookie: 'folio-persona=enterprise' }),
      anonymous('/og/post/a-post-13.png', 'MISS', 1),
      anonymous('/og/post/a-post-13.png', 'HIT', 1),
    ],
  },
  // A query parameter no route reads (?x=<random>, utm_source, fbclid) neither skips the cache nor
  // reaches the renderer: `heard` is the URL the renderer was asked for.
  {
    name: 'a page with a random query parameter is answered from the cache, and the renderer never sees it',
    steps: [
      anonymous('/blog/random-1?x=7f3a9c', 'MISS', 1, { heard: '/blog/random-1' }),
      anonymous('/blog/random-1?x=b41e02', 'HIT', 1),
      anonymous('/blog/random-1?utm_source=mail&fbclid=Iw4', 'HIT', 1),
      anonymous('/blog/random-1', 'HIT', 1),
    ],
  },
  {
    name: 'the home page keeps ?persona= and drops the rest',
    steps: [
      // (The routing table asked the renderer for / and /?persona=fitness already: answers are not counted here.)
      anonymous('/?persona=fitness&x=1a', 'MISS', undefined, { heard: '/?persona=fitness', cookie: 'folio-theme=dark' }),
      anonymous('/?x=2b&persona=fitness', 'HIT', undefined, { cookie: 'folio-theme=dark' }),
      anonymous('/?x=3c', 'MISS', undefined, { heard: '/', cookie: 'folio-theme=dark' }),
      // Present but empty is passed on: it clears the persona, unlike no ?persona= at all.
      anonymous('/?persona=&x=4d', 'MISS', undefined, { heard: '/?persona=', cookie: 'folio-theme=dark' }),
    ],
  },
  {
    name: 'the home page keeps ?case= (the case study its dialog shows open) after ?persona=; no other page reads it',
    steps: [
      anonymous('/?case=3&x=1a&persona=enterprise', 'MISS', undefined, { heard: '/?persona=enterprise&case=3', cookie: 'folio-theme=dark' }),
      anonymous('/?persona=enterprise&case=3&x=2b', 'HIT', undefined, { cookie: 'folio-theme=dark' }),
      anonymous('/?persona=enterprise&case=4', 'MISS', undefined, { heard: '/?persona=enterprise&case=4', cookie: 'folio-theme=dark' }),
      anonymous('/blog/random-3?case=3&persona=fitness', 'MISS', 1, { heard: '/blog/random-3?persona=fitness' }),
      anonymous('/blog/random-3?persona=fitness&case=4', 'HIT', 1),
    ],
  },
  {
    name: 'the home page keeps ?sent= (the thanks of a contact form sent without JavaScript) after ?persona= and ?case=; no other page reads it',
    steps: [
      anonymous('/?sent=1&x=1&persona=business', 'MISS', undefined, { heard: '/?persona=business&sent=1', cookie: 'folio-theme=dark' }),
      anonymous('/?persona=business&sent=1&utm_source=mail', 'HIT', undefined, { cookie: 'folio-theme=dark' }),
      anonymous('/?sent=1&case=2&persona=business', 'MISS', undefined, { heard: '/?persona=business&case=2&sent=1', cookie: 'folio-theme=dark' }),
      anonymous('/blog/random-4?sent=1&persona=fitness', 'MISS', 1, { heard: '/blog/random-4?persona=fitness' }),
      anonymous('/blog/random-4?persona=fitness', 'HIT', 1),
    ],
  },
  {
    name: 'the pages with the subscribe form keep ?subscribed= (its thanks after a form sent without JavaScript), in the renderer’s order; no other page reads it',
    steps: [
      anonymous('/blog/random-17?subscribed=1&x=1&persona=fitness', 'MISS', 1, { heard: '/blog/random-17?persona=fitness&subscribed=1' }),
      anonymous('/blog/random-17?persona=fitness&subscribed=1&utm_source=mail', 'HIT', 1),
      anonymous('/blog/random-17?persona=fitness', 'MISS', 1, { heard: '/blog/random-17?persona=fitness' }),
      anonymous('/blog?subscribed=1&page=2&q=case17', 'MISS', 1, { heard: '/blog?q=case17&page=2&subscribed=1' }),
      anonymous('/?subscribed=1&sent=1&persona=fitness&x=1', 'MISS', undefined, { heard: '/?persona=fitness&sent=1&subscribed=1', cookie: 'folio-theme=dark' }),
      anonymous('/subscribe?subscribed=1&x=17', 'MISS', undefined, { heard: '/subscribe?subscribed=1', cookie: 'folio-theme=dark' }),
      anonymous('/subscribe?x=18&subscribed=1', 'HIT', undefined, { cookie: 'folio-theme=dark' }),
      anonymous('/case-17?subscribed=1&persona=fitness', 'MISS', 1, { heard: '/case-17?persona=fitness' }),
    ],
  },
  {
    // One subscriber's pages: their token is in the path, what they show is theirs.
    name: "the pages of an email's links are never cached, and the unsubscribe page keeps its ?done=",
    steps: [
      anonymous('/unsubscribe/17.key?done=saved&x=1', null, 1, { heard: '/unsubscribe/17.key?done=saved' }),
      anonymous('/unsubscribe/17.key?done=saved', null, 2),
      anonymous('/subscribe/confirm/case-17?subscribed=1', null, 1, { heard: '/subscribe/confirm/case-17' }),
      anonymous('/subscribe/confirm/case-17', null, 2),
    ],
  },
  {
    name: 'the subscribe form sent without JavaScript is never cached, though its page is',
    steps: [
      anonymous('/subscribe?case=19', 'MISS', undefined, { cookie: 'folio-persona=enterprise; folio-theme=dark' }),
      anonymous('/subscribe?case=19', null, undefined, { method: 'POST', contentType: CONTACT_FORM_TYPE, body: SUBSCRIBE_FORM_BODY, cookie: 'folio-persona=enterprise; folio-theme=dark', heard: '/subscribe' }),
      anonymous('/subscribe?case=19', 'HIT', undefined, { cookie: 'folio-persona=enterprise; folio-theme=dark' }),
    ],
  },
  {
    name: 'the blog list keeps ?persona=, ?q= and ?page= (in one order) and drops the rest',
    steps: [
      anonymous('/blog?q=cache&page=2&utm_source=x', 'MISS', 1, { heard: '/blog?q=cache&page=2' }),
      anonymous('/blog?page=2&fbclid=y&q=cache', 'HIT', 1),
      anonymous('/blog?q=cache&page=3&x=1', 'MISS', 1, { heard: '/blog?q=cache&page=3' }),
      anonymous('/blog?persona=business&q=cache&x=1', 'MISS', 1, { heard: '/blog?persona=business&q=cache' }),
    ],
  },
  {
    name: "a tag's page keeps ?persona= and ?page=; /blog and the feeds keep ?tag= and ?category=",
    steps: [
      anonymous('/blog/tag/retries?page=2&q=x&tag=y', 'MISS', 1, { heard: '/blog/tag/retries?page=2' }),
      anonymous('/blog/tag/retries?tag=z&page=2', 'HIT', 1),
      anonymous('/blog/category/automation?persona=business&x=1', 'MISS', 1, { heard: '/blog/category/automation?persona=business' }),
      anonymous('/rss.xml?tag=retries&x=1', 'MISS', 1, { heard: '/rss.xml?tag=retries' }),
      anonymous('/feed.json?category=automation&page=2', 'MISS', 1, { heard: '/feed.json?category=automation' }),
      anonymous('/blog?tag=retries&x=1', 'MISS', 1, { heard: '/blog?tag=retries' }),
    ],
  },
  {
    name: 'feeds, the sitemap and link images drop unknown parameters; link images keep ?v=',
    steps: [
      anonymous('/rss.xml?persona=fitness&x=1', 'MISS', 1, { heard: '/rss.xml?persona=fitness' }),
      anonymous('/rss.xml?x=2&persona=fitness', 'HIT', 1),
      anonymous('/sitemap.xml?x=1&q=2&persona=fitness', 'MISS', undefined, { heard: '/sitemap.xml', cookie: 'folio-persona=business' }),
      anonymous('/sitemap.xml?x=3', 'HIT', undefined, { cookie: 'folio-persona=business' }),
      anonymous('/og/post/random-14.png?v=abc&x=1', 'MISS', 1, { heard: '/og/post/random-14.png?v=abc' }),
      anonymous('/og/post/random-14.png?x=2&v=abc&persona=fitness', 'HIT', 1),
      anonymous('/og/post/random-14.png?v=abd', 'MISS', 1, { heard: '/og/post/random-14.png?v=abd' }),
      anonymous('/og/post/random-14.png?x=3', 'MISS', 1, { heard: '/og/post/random-14.png' }),
    ],
  },
  {
    name: 'a query parameter spelt differently is read as nginx reads it, and the renderer is asked exactly that',
    steps: [
      // nginx reads parameter names regardless of case; an encoded name is no name it knows.
      anonymous('/blog/random-2?PERSONA=fitness', 'MISS', 1, { heard: '/blog/random-2?persona=fitness' }),
      anonymous('/blog/random-2?persona=fitness', 'HIT', 1),
      anonymous('/blog/random-2?%70ersona=fitness', 'MISS', 1, { heard: '/blog/random-2' }),
    ],
  },
  {
    name: 'a public API read is cached',
    steps: [anonymous('/api/personas?case=10', 'MISS', 1), anonymous('/api/personas?case=10', 'HIT', 1), owner('/api/personas?case=10', 'BYPASS', 2)],
  },
  {
    name: "the owner's API reads are never stored",
    steps: [owner('/api/blog/posts?case=11', 'BYPASS', 1), anonymous('/api/blog/posts?case=11', 'MISS', 2), anonymous('/api/blog/posts?case=11', 'HIT', 2)],
  },
  {
    name: 'an API answer that sets a cookie is not stored',
    steps: [anonymous('/api/site?case=12&fake-set-cookie=1', 'MISS', 1), anonymous('/api/site?case=12&fake-set-cookie=1', 'MISS', 2)],
  },
  ...['/api/admin/skills', '/api/admin', '/api/auth/me', '/api/csrf-token', '/api/health'].map((path) => ({
    name: `${path} is never cached`,
    steps: [anonymous(`${path}?case=14`, null, 1), anonymous(`${path}?case=14`, null, 2)],
  })),
  {
    // Its answer may hold what a visitor wrote (the page again, with their values): nobody keeps it.
    name: 'the contact form sent without JavaScript is never cached, nor its page',
    steps: [
      anonymous('/contact?case=16', null, undefined, { method: 'POST', contentType: CONTACT_FORM_TYPE, body: CONTACT_FORM_BODY, heard: '/contact' }),
      anonymous('/contact?case=16', null, undefined, { method: 'POST', contentType: CONTACT_FORM_TYPE, body: CONTACT_FORM_BODY }),
      anonymous('/contact?case=16', null, undefined),
      anonymous('/contact?case=16', null, undefined),
    ],
  },
  {
    name: 'writes are never cached',
    steps: [
      anonymous('/api/blog/posts/1/view?case=15', null, 1, { method: 'POST' }),
      anonymous('/api/blog/posts/1/view?case=15', null, 2, { method: 'POST' }),
    ],
  },
];
