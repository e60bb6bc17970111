/** Schemes an email's link or image may use; anything else (javascript: and the like) is dropped. */
export const SAFE_SCHEMES = ['http', 'https', 'mailto'] as const;
const SAFE_PROTOCOLS = new Set<string>(SAFE_SCHEMES.map((scheme) => `${scheme}:`));

/** Every address made absolute against the post's page (root-relative `/media/…`, relative, `#fn-1`); an unsafe one becomes ''. */
export function absoluteUrl(base: string): (url: string) => string {
  return (url) => {
    try {
      const absolute = new URL(url, base);
      return SAFE_PROTOCOLS.has(absolute.protocol) ? absolute.href : '';
    } catch {
      return '';
    }
  };
}
