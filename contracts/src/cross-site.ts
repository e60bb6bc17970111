/**
 * Whether a browser says a request comes from another site's page: a public write (a view counted, a
 * contact message sent) must come from the site's own pages. A browser says where a request comes
 * from in Sec-Fetch-Site (a page cannot set it); one that does not send it is judged by its Origin,
 * whose host must be one of `ownHosts` (the Host the request came to, SITE_URL's; a host name alone
 * matches any port, as behind nginx the Host header carries none). A request that names neither (no
 * browser: curl, a server forwarding a form) is not cross-site.
 */
export function isCrossSiteRequest(fetchSite: string, origin: string, ownHosts: readonly (string | null)[]): boolean {
  const site = fetchSite.toLowerCase();
  if (site === 'cross-site' || site === 'same-site') return true;
  if (site === 'same-origin' || site === 'none') return false;
  if (!origin) return false;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return true; // 'null' (a sandboxed frame, a file) or garbage: not this site
  }
  return !ownHosts.some((host) => host !== null && (host === url.host || host === url.hostname));
}
