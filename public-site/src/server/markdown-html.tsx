import { renderToStaticMarkup } from 'react-dom/server';
import type { PluggableList } from 'unified';
import rehypeHighlight from 'rehype-highlight';
import { StyleSheetManager, type ServerStyleSheet } from 'styled-components';
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

/** What the post page shows of a body it did not render itself: the HTML and its table of contents. */
export function renderPostBody(content: string, sheet?: ServerStyleSheet): RenderedMarkdown {
  return { html: renderMarkdownHtml(content, sheet), headings: postHeadings(content) };
}
