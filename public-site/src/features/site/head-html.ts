import type { HeadData } from './head';

/** Marks the route's own elements in <head> (the rest is index.html's). */
export const HEAD_MARKER = 'data-head';

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeText = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * JSON inside a <script> element: '<' written as \u003c, so no value ('</script>', '<!--') can end
 * the element or open a comment; U+2028/9 escaped for old parsers. Still valid JSON.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

type Tag = ['meta', 'name' | 'property', string, string] | ['link', string, string];

function tagsOf(head: HeadData): Tag[] {
  const tags: Tag[] = [['meta', 'name', 'description', head.description]];
  if (head.robots) tags.push(['meta', 'name', 'robots', head.robots]);
  if (head.canonical === null) return tags;
  tags.push(['link', 'canonical', head.canonical]);
  tags.push(['meta', 'property', 'og:type', head.type]);
  tags.push(['meta', 'property', 'og:title', head.title]);
  tags.push(['meta', 'property', 'og:description', head.description]);
  tags.push(['meta', 'property', 'og:url', head.canonical]);
  if (head.siteName) tags.push(['meta', 'property', 'og:site_name', head.siteName]);
  if (head.image) tags.push(['meta', 'property', 'og:image', head.image]);
  if (head.article?.publishedTime) tags.push(['meta', 'property', 'article:published_time', head.article.publishedTime]);
  if (head.article?.modifiedTime) tags.push(['meta', 'property', 'article:modified_time', head.article.modifiedTime]);
  if (head.article?.section) tags.push(['meta', 'property', 'article:section', head.article.section]);
  for (const tag of head.article?.tags ?? []) tags.push(['meta', 'property', 'article:tag', tag]);
  tags.push(['meta', 'name', 'twitter:card', head.image ? 'summary_large_image' : 'summary']);
  tags.push(['meta', 'name', 'twitter:title', head.title]);
  tags.push(['meta', 'name', 'twitter:description', head.description]);
  if (head.image) tags.push(['meta', 'name', 'twitter:image', head.image]);
  return tags;
}

/** The route's head as HTML, every value escaped, as the server writes it into the page. */
export function headHtml(head: HeadData): string {
  const lines = [`<title ${HEAD_MARKER}>${escapeText(head.title)}</title>`];
  for (const tag of tagsOf(head)) {
    lines.push(
      tag[0] === 'meta'
        ? `<meta ${HEAD_MARKER} ${tag[1]}="${escapeAttribute(tag[2])}" content="${escapeAttribute(tag[3])}">`
        : `<link ${HEAD_MARKER} rel="${escapeAttribute(tag[1])}" href="${escapeAttribute(tag[2])}">`,
    );
  }
  for (const alternate of [...head.feeds, ...(head.alternates ?? [])]) {
    lines.push(
      `<link ${HEAD_MARKER} rel="alternate" type="${escapeAttribute(alternate.type)}" title="${escapeAttribute(alternate.title)}" href="${escapeAttribute(alternate.href)}">`,
    );
  }
  for (const data of head.jsonLd) lines.push(`<script ${HEAD_MARKER} type="application/ld+json">${scriptSafeJson(data)}</script>`);
  return lines.join('\n');
}
