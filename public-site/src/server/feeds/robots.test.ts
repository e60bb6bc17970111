import { robotsTxt } from './robots';

describe('robotsTxt', () => {
  it('allows crawling, keeps crawlers out of the console and the admin API, and points at the sitemap', () => {
    const lines = robotsTxt('https://jordan.example/').split('\n');

    expect(lines).toEqual(expect.arrayContaining(['User-agent: *', 'Allow: /', 'Disallow: /admin', 'Disallow: /api/admin']));
    expect(lines).toContain('Sitemap: https://jordan.example/sitemap.xml');
  });
});
