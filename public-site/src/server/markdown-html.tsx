import { createHash } from 'node:crypto';
import { renderToStaticMarkup } from 'react-dom/server';
import type { PluggableList } from 'unified';
import rehypeHighlight from 'rehype-highlight';
import { ServerStyleSheet, StyleSheetManager } from 'styled-components';
import { MarkdownContent } from '../features/blog/markdown-content';
import { postHeadings } from '../features/blog/post-headings';
import type { RenderedMarkdown } from '../features/blog/rendered-markdown-slice';

/**
 * Fenced code with a language (```ts) is highlighted here, on the server only: the browser gets
 * highlight.js's class names (coloured by the post's Prose styles), never the highlighter. Code
 * without a language, or in a language highlight.js's common set does not know, stays plain.
 */
const SERVER_REHYPE_PLUGINS: PluggableList = [[rehypeHighlight, { detect: false }]];

/**
 * A post body as HTML, from the very elements the public site and the console's preview render.
 * With a page's style sheet, the styles of the few styled overrides (scrolling tables) join that page's.
 */
export function renderMarkdownHtml(content: string, sheet?: ServerStyleSheet): string {
  const tree = <MarkdownContent content={content} rehypePlugins={SERVER_REHYPE_PLUGINS} />;
  return renderToStaticMarkup(sheet ? <StyleSheetManager sheet={sheet.instance}>{tree}</StyleSheetManager> : tree);
}

/** A post body rendered for a page: its HTML and contents, and the style tags of the styled elements in it (a scrolling table). */
export interface RenderedBody extends RenderedMarkdown {
  styles: string;
}

/**
 * Bodies rendered already, by their markdown's SHA-256, most recently used last: the markdown pass and
 * the highlighter cost about a third of a post page's render, and a body only changes when its post is
 * edited (a new key), so a page renders each version of a body once, as Ghost keeps a post's HTML.
 */
const renderedBodies = new Map<string, RenderedBody>();
const KEPT_BODIES = 200;

/** What the post page shows of a body it did not render itself: the HTML, its table of contents and its styles. */
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
    const styles = tags.includes('{') ? tags : '';
    const body = { html, headings: postHeadings(content), styles };
    renderedBodies.set(key, body);
    if (renderedBodies.size > KEPT_BODIES) renderedBodies.delete(renderedBodies.keys().next().value as string);
    return body;
  } finally {
    sheet.seal();
  }
}
