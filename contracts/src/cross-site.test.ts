import { isCrossSiteRequest } from './cross-site.js';

describe('isCrossSiteRequest', () => {
  const own = ['folio.example:8080', 'jordan.example'];

  it("believes the browser's Sec-Fetch-Site first", () => {
    expect(isCrossSiteRequest('cross-site', 'https://jordan.example', own)).toBe(true);
    expect(isCrossSiteRequest('same-site', '', own)).toBe(true);
    expect(isCrossSiteRequest('Same-Origin', 'https://evil.example', own)).toBe(false);
    expect(isCrossSiteRequest('none', '', own)).toBe(false);
  });

  it('judges by the Origin without it: one of our hosts (with its port, or by name alone), else another site', () => {
    expect(isCrossSiteRequest('', 'http://folio.example:8080', own)).toBe(false);
    expect(isCrossSiteRequest('', 'https://jordan.example', own)).toBe(false);
    expect(isCrossSiteRequest('', 'https://jordan.example:8443', own)).toBe(false);
    expect(isCrossSiteRequest('', 'http://folio.example:9999', own)).toBe(true);
    expect(isCrossSiteRequest('', 'https://evil.example', own)).toBe(true);
    expect(isCrossSiteRequest('', 'null', own)).toBe(true);
  });

  it('lets a request that names neither through (no browser: curl, a server forwarding a form)', () => {
    expect(isCrossSiteRequest('', '', own)).toBe(false);
  });
});
