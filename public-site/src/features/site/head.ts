import { PERSONA_PARAM, PERSONA_TITLES, cvPath, markdownSummary, postPath, type BlogPost, type BlogPostNames, type SiteInfo, type TagType } from '@folio/contracts';
import { ogImagePath, type OgImageSubject } from './og-image';
import { siteTextsOf } from './site-texts';

/**
 * Everything a route puts in <head>. Built by the pure functions below, which the rendering server
 * and the browser both call, so a page served whole and a page reached by a click carry the same tags.
 */
export interface HeadData {
  title: string;
  description: string;
  /**
   * Absolute: the site's address plus the route's path (the spec's canonical link). Null for a page with no public address
   * (the owner's preview): it then has no canonical link and no link-preview tags either.
   */
  canonical: string | null;
  type: 'website' | 'article' | 'profile';
  /** Absolute URL of the link-preview image. */
  image: string | null;
  robots?: string;
  siteName?: string;
  article?: { publishedTime: string | null; modifiedTime: string | null; tags: string[]; section?: string };
  /** schema.org objects, each one JSON-LD script. */
  jsonLd: object[];
  /** The blog's feeds (RSS, Atom, JSON Feed) announced with <link rel="alternate" type=…>. */
  feeds: { type: string; title: string; href: string }[];
  /** Other forms of the page (the CV's PDF and JSON Resume), announced with <link rel="alternate" type=…>. */
  alternates?: { type: string; title: string; href: string }[];
}

/** The CV of a persona (null: of all of them) as PDF and JSON Resume: the CV page's and the persona page's alternates. */
export function cvAlternates(base: string, persona: TagType | null, ownerName?: string): NonNullable<HeadData['alternates']> {
  const of = ownerName ? ` of ${ownerName}` : '';
  const which = persona ? ` (${PERSONA_TITLES[persona]})` : '';
  return [
    { type: 'application/pdf', title: `CV${of}${which} as PDF`, href: absoluteUrl(base, cvPath(persona, 'pdf')) },
    { type: 'application/json', title: `CV${of}${which} as JSON Resume`, href: absoluteUrl(base, cvPath(persona, 'json')) },
  ];
}

/** The blog's feed formats: where each is served and the type its link and answer carry. */
export const FEED_FORMATS = {
  rss: { path: '/rss.xml', type: 'application/rss+xml', name: '' },
  atom: { path: '/atom.xml', type: 'application/atom+xml', name: ' (Atom)' },
  json: { path: '/feed.json', type: 'application/feed+json', name: ' (JSON Feed)' },
} as const;

export type FeedFormat = keyof typeof FEED_FORMATS;

/** The blog's feed in a format, or one persona's (the spec's persona query parameter, as the pages use it). */
export const feedPath = (format: FeedFormat, persona: TagType | null) =>
  persona ? `${FEED_FORMATS[format].path}?${PERSONA_PARAM}=${persona}` : FEED_FORMATS[format].path;

/** The whole blog's feeds, and on a persona's pages that persona's too, each in every format (RSS first, as readers that take the first expect). */
export function feedsOf(site: SiteInfo | undefined, persona: TagType | null = null): HeadData['feeds'] {
  if (!site) return [];
  const base = siteAddress(site.siteUrl);
  const feeds = [{ persona: null, title: `${site.ownerName}: Blog` }, ...(persona ? [{ persona, title: `${site.ownerName}: ${PERSONA_TITLES[persona]}` }] : [])];
  return feeds.flatMap((feed) =>
    (Object.keys(FEED_FORMATS) as FeedFormat[]).map((format) => ({
      type: FEED_FORMATS[format].type,
      title: `${feed.title}${FEED_FORMATS[format].name}`,
      href: absoluteUrl(base, feedPath(format, feed.persona)),
    })),
  );
}

export const HOME_TITLE_STYLE = 'Technology | Business | Health';
const DEFAULT_DESCRIPTION = 'A personal portfolio and blog: experience, skills, case studies and articles.';

/** The site's address without a trailing slash, or the page's origin when the API has not answered. */
export function siteAddress(siteUrl: string | undefined): string {
  return (siteUrl || globalThis.location?.origin || '').replace(/\/+$/, '');
}

export const absoluteUrl = (base: string, path: string) =>
  /^https?:\/\//.test(path) ? path : `${base}${path.startsWith('/') ? '' : '/'}${path}`;

/** '{page} | {owner}', or the page alone until the owner's name is known. */
export function withOwner(page: string, ownerName: string | undefined): string {
  return ownerName ? `${page} | ${ownerName}` : page;
}

export const homeTitle = (ownerName: string | undefined) => (ownerName ? `${ownerName} | ${HOME_TITLE_STYLE}` : HOME_TITLE_STYLE);

/** The owner as schema.org's Person (the author and publisher of every page's markup). */
export const person = (site: SiteInfo, sameAs: string[] = []) => ({
  '@type': 'Person',
  name: site.ownerName,
  url: `${siteAddress(site.siteUrl)}/`,
  ...(sameAs.length > 0 ? { sameAs } : {}),
});

export function breadcrumbs(base: string, trail: [name: string, path: string][]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map(([name, path], index) => ({ '@type': 'ListItem', position: index + 1, name, item: absoluteUrl(base, path) })),
  };
}

function image(base: string, subject: OgImageSubject | null) {
  return subject ? absoluteUrl(base, ogImagePath(subject)) : null;
}

/** The spec's Home head: the owner's title, canonical = the site root, ProfilePage + Person markup; a persona page names its persona. */
export function homeHead(site: SiteInfo | undefined, persona: TagType | null, profileLinks: readonly string[] = []): HeadData {
  const base = siteAddress(site?.siteUrl);
  const description = site?.description || DEFAULT_DESCRIPTION;
  const title = homeTitle(site?.ownerName);
  const sameAs = profileLinks.filter((href) => /^https?:\/\//.test(href));
  return {
    title,
    description,
    canonical: `${base}/`,
    type: 'profile',
    siteName: site?.ownerName,
    feeds: feedsOf(site),
    ...(persona ? { alternates: cvAlternates(base, persona, site?.ownerName) } : {}),
    image: site ? image(base, persona ? { kind: 'persona', persona, ownerName: site.ownerName } : { kind: 'site', ownerName: site.ownerName }) : null,
    jsonLd: site
      ? [
          {
            '@context': 'https://schema.org',
            '@type': 'ProfilePage',
            url: `${base}/`,
            name: title,
            description,
            mainEntity: { ...person(site, sameAs), jobTitle: persona ? PERSONA_TITLES[persona] : siteTextsOf(site).chooserSubtitle },
          },
        ]
      : [],
  };
}

export const BLOG_TITLE = 'Blog';

/** Which list /blog shows: a page past the first, a search, a page that does not exist. */
export interface BlogListHeadInput {
  page?: number;
  q?: string;
  missing?: boolean;
}

/**
 * The blog list: page 2 and on are pages of their own (their own canonical address and title);
 * searches and pages that do not exist stay out of search engines, their links followed.
 */
export function blogListHead(site: SiteInfo | undefined, persona: TagType | null = null, { page = 1, q = '', missing = false }: BlogListHeadInput = {}): HeadData {
  const base = siteAddress(site?.siteUrl);
  const description = `Insights and stories${site ? ` by ${site.ownerName}` : ''} on enterprise technology, business automation and fitness coaching.`;
  const paged = page > 1 && !missing;
  return {
    title: withOwner(paged ? `${BLOG_TITLE}, page ${page}` : BLOG_TITLE, site?.ownerName),
    description,
    // A search's pages are no pages of the blog: they point at the blog itself.
    canonical: `${base}/blog${paged && !q ? `?page=${page}` : ''}`,
    type: 'website',
    siteName: site?.ownerName,
    ...(q || missing ? { robots: 'noindex, follow' } : {}),
    feeds: feedsOf(site, persona),
    image: site ? image(base, { kind: 'site', ownerName: site.ownerName }) : null,
    jsonLd: site
      ? [
          {
            '@context': 'https://schema.org',
            '@type': 'Blog',
            name: withOwner(BLOG_TITLE, site.ownerName),
            url: `${base}/blog`,
            description,
            author: person(site),
          },
          breadcrumbs(base, [
            ['Home', '/'],
            [BLOG_TITLE, '/blog'],
          ]),
        ]
      : [],
  };
}

export interface PostHeadInput {
  /** The post as its answer comes: with its category's and tags' names. */
  post: BlogPost & BlogPostNames;
  accent: string;
  /** The body's summary, for a post whose markdown the page does not have (the one the server rendered). */
  summary?: string;
}

const postDescription = (site: SiteInfo | undefined, post: BlogPost, summary?: string) =>
  post.excerpt || (summary ?? markdownSummary(post.content ?? '')) || `An article by ${site?.ownerName ?? 'the author'}.`;

/** Link previews (LinkedIn, X, Slack, iMessage) show PNG, JPEG, WebP and GIF, not SVG: anything else gets a drawn image. */
export const RASTER_IMAGE = /\.(png|jpe?g|webp|gif)(\?.*)?$/i;

/** A published post: og:type article with its dates and tags, BlogPosting + BreadcrumbList markup. */
export function postHead(site: SiteInfo | undefined, { post, accent, summary }: PostHeadInput): HeadData {
  const categoryName = post.categoryName ?? undefined;
  // In tag id order, as the Tags card shows them.
  const tagNames = [...post.tags].sort((a, b) => a.id - b.id).map((tag) => tag.name);
  const base = siteAddress(site?.siteUrl);
  const path = postPath(post.slug);
  const description = postDescription(site, post, summary);
  const modified = (post as BlogPost & { updatedAt?: string }).updatedAt ?? post.publishedAt;
  const previewImage = post.featuredImagePath && RASTER_IMAGE.test(post.featuredImagePath)
    ? absoluteUrl(base, post.featuredImagePath)
    : site
      ? image(base, { kind: 'post', slug: post.slug, title: post.title, ownerName: site.ownerName, accent })
      : null;
  return {
    title: withOwner(post.title, site?.ownerName),
    description,
    canonical: absoluteUrl(base, path),
    type: 'article',
    siteName: site?.ownerName,
    feeds: feedsOf(site),
    image: previewImage,
    article: { publishedTime: post.publishedAt, modifiedTime: modified, tags: [...tagNames], section: categoryName },
    jsonLd: site
      ? [
          {
            '@context': 'https://schema.org',
            '@type': 'BlogPosting',
            headline: post.title,
            description,
            url: absoluteUrl(base, path),
            mainEntityOfPage: absoluteUrl(base, path),
            ...(post.publishedAt ? { datePublished: post.publishedAt } : {}),
            ...(modified ? { dateModified: modified } : {}),
            ...(previewImage ? { image: previewImage } : {}),
            ...(tagNames.length > 0 ? { keywords: tagNames.join(', ') } : {}),
            ...(categoryName ? { articleSection: categoryName } : {}),
            author: person(site),
            publisher: person(site),
          },
          breadcrumbs(base, [
            ['Home', '/'],
            [BLOG_TITLE, '/blog'],
            [post.title, path],
          ]),
        ]
      : [],
  };
}

/** A page with nothing at its address (no such page, post or case study): a 404 that search engines leave out, following its links. */
export function missingPageHead(site: SiteInfo | undefined, { title, description, path }: { title: string; description: string; path: string }): HeadData {
  return {
    title: withOwner(title, site?.ownerName),
    description,
    canonical: absoluteUrl(siteAddress(site?.siteUrl), path),
    type: 'website',
    siteName: site?.ownerName,
    image: null,
    robots: 'noindex, follow',
    jsonLd: [],
    feeds: feedsOf(site),
  };
}

/** A post that is missing or not published. */
export const missingPostHead = (site: SiteInfo | undefined, slug: string, title: string): HeadData =>
  missingPageHead(site, { title, description: 'The blog post you are looking for does not exist or has been removed.', path: postPath(slug) });

/**
 * The owner's preview of a draft or scheduled post: its title and summary, and nothing that would
 * advertise it (no canonical link, link-preview tags or structured data), kept out of search engines.
 */
export function previewPostHead(site: SiteInfo | undefined, post: BlogPost, summary?: string): HeadData {
  return {
    title: withOwner(post.title, site?.ownerName),
    description: postDescription(site, post, summary),
    canonical: null,
    type: 'article',
    siteName: site?.ownerName,
    image: null,
    robots: 'noindex',
    jsonLd: [],
    feeds: feedsOf(site),
  };
}

/** While a post loads in the browser (never served: the server waits for the data). */
export function loadingPostHead(site: SiteInfo | undefined, slug: string): HeadData {
  return { ...missingPostHead(site, slug, BLOG_TITLE), description: 'An article from the blog.', robots: undefined };
}

/** The spec's not-found page: '404 Page Not Found | {name}', noindex, follow. */
export function notFoundHead(site: SiteInfo | undefined, path: string): HeadData {
  const owner = site?.ownerName;
  const description = `The page you are looking for does not exist on ${owner ? `${owner}'s` : 'this'} personal website.`;
  return missingPageHead(site, { title: '404 Page Not Found', description, path });
}
