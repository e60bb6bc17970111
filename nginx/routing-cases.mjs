/**
 * The one routing table of Folio: what a request gets behind nginx (nginx/nginx.conf) and behind the
 * local gateway of `npm start` (scripts/gateway.mjs). Both test suites replay these cases against
 * the real server, so the two cannot drift apart.
 *
 * `from` names whose content answers: the API, or an app's build (its index.html for page routes).
 */

/** Headers every answer that is not the API's carries. */
export const SECURITY_HEADERS = {
  'content-security-policy':
    "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: https:; " +
    "font-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; " +
    "frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

/** The federation entry keeps its name across deploys (its chunks are hashed): always revalidated. */
export const REMOTE_ENTRY = '/assets/remoteEntry.js';

/** The files the fake builds of the routing tests hold (see nginx/routing-fixtures.mjs). */
export const FIXTURE_FILES = {
  'public-site': {
    'index.html': '<!doctype html><title>public-site index</title>',
    'assets/index-abc123.js': 'console.log("public-site asset");',
    'assets/remoteEntry.js': 'console.log("public-site remote entry");',
    'images/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"><title>public-site image</title></svg>',
  },
  'admin-console': {
    'index.html': '<!doctype html><title>admin-console index</title>',
    'assets/index-def456.js': 'console.log("admin-console asset");',
  },
};

export const ROUTING_CASES = [
  { path: '/api/personas', status: 200, from: 'api' },
  { path: '/api', status: 200, from: 'api' },
  { path: '/api/blog/posts?status=published', status: 200, from: 'api' },
  { path: '/admin', status: 301, location: '/admin/' },
  { path: '/admin/', status: 200, from: 'admin-console index', cache: REVALIDATE },
  { path: '/admin/some/screen', status: 200, from: 'admin-console index', cache: REVALIDATE },
  { path: '/admin/assets/index-def456.js', status: 200, from: 'admin-console asset', cache: IMMUTABLE },
  { path: '/admin/assets/missing.js', status: 404 },
  { path: '/', status: 200, from: 'public-site index', cache: REVALIDATE },
  { path: '/?persona=fitness', status: 200, from: 'public-site index', cache: REVALIDATE },
  { path: '/blog', status: 200, from: 'public-site index', cache: REVALIDATE },
  { path: '/blog/some-post', status: 200, from: 'public-site index', cache: REVALIDATE },
  { path: '/no/such/page', status: 200, from: 'public-site index', cache: REVALIDATE },
  { path: '/apiary', status: 200, from: 'public-site index', cache: REVALIDATE },
  { path: '/administration', status: 200, from: 'public-site index', cache: REVALIDATE },
  { path: '/assets/index-abc123.js', status: 200, from: 'public-site asset', cache: IMMUTABLE },
  { path: REMOTE_ENTRY, status: 200, from: 'public-site remote entry', cache: REVALIDATE },
  { path: '/assets/missing.js', status: 404 },
  { path: '/assets/', status: 404 },
  { path: '/images/logo.svg', status: 200, from: 'public-site image' },
  { path: '/images/missing.svg', status: 404 },
  // A path that climbs above the web root, plainly or percent-encoded, is refused as nginx does.
  { path: '/../../etc/passwd', status: 400, rawPath: true },
  { path: '/assets/..%2f..%2fpackage.json', status: 400 },
  { path: '/blog/%E0%A4%A', status: 400 },
];
