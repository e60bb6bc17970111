import { routeFor } from './gateway.mjs';

describe('local gateway routing', () => {
  it.each([
    ['/api', { kind: 'api' }],
    ['/api/personas', { kind: 'api' }],
    ['/admin', { kind: 'redirect', location: '/admin/' }],
    ['/admin/', { kind: 'static', app: 'admin-console', file: '/', fallback: true }],
    ['/admin/assets/index-abc.js', { kind: 'static', app: 'admin-console', file: '/assets/index-abc.js', fallback: false }],
    ['/', { kind: 'static', app: 'public-site', file: '/', fallback: true }],
    ['/blog/some-post', { kind: 'static', app: 'public-site', file: '/blog/some-post', fallback: true }],
    ['/assets/missing.js', { kind: 'static', app: 'public-site', file: '/assets/missing.js', fallback: false }],
    ['/images/logo.svg', { kind: 'static', app: 'public-site', file: '/images/logo.svg', fallback: false }],
    ['/apiary', { kind: 'static', app: 'public-site', file: '/apiary', fallback: true }],
    ['/administration', { kind: 'static', app: 'public-site', file: '/administration', fallback: true }],
  ])('routes %s', (path, expected) => {
    expect(routeFor(path)).toEqual(expected);
  });
});
