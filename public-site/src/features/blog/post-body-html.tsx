import { createHash } from 'node:crypto';
import { renderToStaticMarkup } from 'react-dom/server';
import { ServerStyleSheet, StyleSheetManager } from 'styled-components';
import { MarkdownContent } from './markdown-content';
import { postHeadings, type PostHeading } from './post-headings';

/**
 * A post body as HTML: the very elements the console's preview renders (markdown-body.tsx). With a
 * page's style sheet, the styles of the few styled overrides (scrolling tables) join that page's.
 * On the rendering server only (a post page ships no markdown renderer and no highlighter).
 */
export function renderMarkdownHtml(content: string, sheet?: ServerStyleSheet): string {
  const tree = <MarkdownContent content={content} />;
  return renderToStaticMarkup(sheet ? <StyleSheetManager sheet={sheet.instance}>{tree}</StyleSheetManager> : tree);
}

/** A post body rendered for a page: its HTML, its table of contents, and the style tags of the styled elements in it (a scrolling table). */
export interface RenderedBody {
  html: string;
  headings: PostHeading[];
  styles: string;
}

/**
 * Bodies rendered already, by their markdown's SHA-256, most recently used last: the markdown pass and
 * the highlighter cost about a third of a post page's render, and a body only changes when its post is
 * edited (a new key), so a page renders each version of a body once, as Ghost keeps a post's HTML.
 */
const renderedBodies = new Map<string, RenderedBody>();
const KEPT_BODIES = 200;

/** A post's body as its page shows it: the HTML, its table of contents and its styles. Synchronous, so a page renders it as it goes. */
export function renderPostBody(content: string): RenderedBody {
  const key = createHash('sha256').update(content).digest('base64url');
  const kept = renderedBodies.get(key);
  if (kept) {
    renderedBodies.delete(key);
    renderedBodies.set(key, kept);
    return kept;
  }
  const sheet = new ServerStyleSheet();
  try {
    const html = renderMarkdownHtml(content, sheet);
    // No styled element in the body: no (empty) style tag.
    const tags = sheet.getStyleTags();
    const body = { html, headings: postHeadings(content), styles: tags.includes('{') ? tags : '' };
    renderedBodies.set(key, body);
    if (renderedBodies.size > KEPT_BODIES) renderedBodies.delete(renderedBodies.keys().next().value as string);
    return body;
  } finally {
    sheet.seal();
  }
}
