import { PERSONA_TITLES, markdownSummary, postPath, taxonomyPath, type BlogCategory, type BlogTag, type BlogTaxonomy, type SiteInfo, type TagType } from '@folio/contracts';
import { personaHref } from '../../features/persona';
import { feedPath, siteAddress, taxonomyFeedPath, taxonomyTitle, type FeedFormat } from '../../features/site';
import { renderPostBody } from '../../features/blog/post-body-html';
import { lastChanged, publishedOnly, type FeedPost } from './feed-post';
import { timeOf } from './xml-text';

/** What every feed format (RSS, Atom, JSON Feed) is made from. */
export interface FeedInput {
  site: SiteInfo;
  /** A persona's feed (its posts, its title), or null for the whole blog. */
  persona: TagType | null;
  /** A tag's or a category's feed (its posts, its title, its page), instead of a persona's. */
  scope?: { taxonomy: BlogTaxonomy; slug: string; name: string } | null;
  posts: readonly FeedPost[];
  categories: readonly BlogCategory[];
  tags: readonly BlogTag[];
  /** The feed's date when no post carries one. */
  now: Date;
  /** The post body as HTML; by default the very rendering a post page carries (and the newsletter's email reads). */
  renderBody?: (markdown: string) => string;
}

export interface FeedEntry {
  title: string;
  /** The post's absolute address, also its permanent id. */
  link: string;
  published: string | null;
  /** The last change, else the publication. */
  updated: string | null;
  summary: string;
  /** The body as the site renders it, its root-relative links made absolute. */
  html: string;
  /** The category's name, then the tags'. */
  categories: string[];
}

export interface FeedContent {
  title: string;
  description: string;
  /** The blog (the persona's) the feed follows. */
  home: string;
  /** The feed's own address in a format. */
  self: (format: FeedFormat) => string;
  /** The latest change to a listed post, or `now` when there is none. */
  updated: Date;
  author: string;
  /** Published posts only, newest first. */
  entries: FeedEntry[];
}

/** Feed readers show a body away from the site: its root-relative links and images need the site's address. */
function withAbsoluteLinks(html: string, base: string): string {
  const origin = base.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  return html.replace(/(\s(?:href|src)=")\/(?!\/)/g, (_match, attribute: string) => `${attribute}${origin}/`);
}

export function feedContent(input: FeedInput): FeedContent {
  const { site, persona, scope = null, renderBody = (markdown: string) => renderPostBody(markdown).html } = input;
  const base = siteAddress(site.siteUrl);
  const posts = publishedOnly(input.posts).sort((a, b) => timeOf(b.publishedAt) - timeOf(a.publishedAt));
  const newest = Math.max(...posts.map((post) => timeOf(lastChanged(post))));
  const nameOf = (list: readonly { id: number; name: string }[], id: number | null | undefined) => list.find((item) => item.id === id)?.name;
  return {
    ...(scope
      ? {
          title: `${site.ownerName} — ${taxonomyTitle(scope.taxonomy, scope.name)}`,
          description: `${scope.taxonomy === 'tag' ? `Articles tagged “${scope.name}”` : `Articles in “${scope.name}”`} by ${site.ownerName}.`,
          home: `${base}${taxonomyPath(scope.taxonomy, scope.slug)}`,
          self: (format: FeedFormat) => `${base}${taxonomyFeedPath(format, scope.taxonomy, scope.slug)}`,
        }
      : {
          title: persona ? `${site.ownerName} — ${PERSONA_TITLES[persona]}` : site.ownerName,
          description: persona ? `${PERSONA_TITLES[persona]} articles by ${site.ownerName}.` : site.description || `Articles by ${site.ownerName}.`,
          home: `${base}${personaHref(persona, '/blog')}`,
          self: (format: FeedFormat) => `${base}${feedPath(format, persona)}`,
        }),
    updated: Number.isFinite(newest) ? new Date(newest) : input.now,
    author: site.ownerName,
    entries: posts.map((post) => ({
      title: post.title,
      link: `${base}${postPath(post.slug)}`,
      published: post.publishedAt ?? null,
      updated: lastChanged(post),
      summary: post.excerpt || markdownSummary(post.content),
      html: withAbsoluteLinks(renderBody(post.content), base),
      categories: [nameOf(input.categories, post.categoryId), ...post.tagIds.map((id) => nameOf(input.tags, id))].filter((name): name is string => !!name),
    })),
  };
}
