import { useSite } from './site-api';

export interface HeadTagsProps {
  title: string;
  description: string;
  /** The route's path; the canonical link is the site's own address plus this path (§2). */
  path: string;
  type?: 'website' | 'article' | 'profile';
  /** A site path or absolute URL of the preview image. */
  image?: string | null;
  robots?: string;
}

/** The site's address without a trailing slash, or the page's origin when the API has not answered. */
export function siteAddress(siteUrl: string | undefined): string {
  return (siteUrl || globalThis.location?.origin || '').replace(/\/+$/, '');
}

const absolute = (base: string, path: string) => (/^https?:\/\//.test(path) ? path : `${base}${path.startsWith('/') ? '' : '/'}${path}`);

/**
 * Title, description, canonical link, Open Graph and Twitter tags of a route. React 19 hoists
 * these into <head> and removes them when the route changes.
 */
export function HeadTags({ title, description, path, type = 'website', image, robots }: HeadTagsProps) {
  const site = useSite();
  const base = siteAddress(site?.siteUrl);
  const url = absolute(base, path);
  const imageUrl = image ? absolute(base, image) : null;

  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      {robots ? <meta name="robots" content={robots} /> : null}
      <link rel="canonical" href={url} />
      <meta property="og:type" content={type} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      {site ? <meta property="og:site_name" content={site.ownerName} /> : null}
      {imageUrl ? <meta property="og:image" content={imageUrl} /> : null}
      <meta name="twitter:card" content={imageUrl ? 'summary_large_image' : 'summary'} />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      {imageUrl ? <meta name="twitter:image" content={imageUrl} /> : null}
    </>
  );
}

/** '{page} | {owner}', or the page alone until the owner's name is known. */
export function withOwner(page: string, ownerName: string | undefined): string {
  return ownerName ? `${page} | ${ownerName}` : page;
}
