/** An absolute address for a path of the site (the case studies' links and the CV's own are relative to it). */
export function siteLink(siteUrl: string, path: string): string {
  try {
    return new URL(path, siteUrl.endsWith('/') ? siteUrl : `${siteUrl}/`).href;
  } catch {
    return `${siteUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
  }
}

/** An address as printed: without its scheme and trailing slash. */
export const shownLink = (url: string) => url.replace(/^[a-z][a-z0-9+.-]*:\/\//i, '').replace(/\/$/, '');
