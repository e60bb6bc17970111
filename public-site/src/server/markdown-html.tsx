import { renderToStaticMarkup } from 'react-dom/server';
import { StyleSheetManager, type ServerStyleSheet } from 'styled-components';
import { MarkdownContent } from '../features/blog/markdown-content';

/**
 * A post body as HTML, from the very elements the public site and the console's preview render.
 * With a page's style sheet, the styles of the few styled overrides (scrolling tables) join that page's.
 */
export function renderMarkdownHtml(content: string, sheet?: ServerStyleSheet): string {
  const tree = <MarkdownContent content={content} />;
  return renderToStaticMarkup(sheet ? <StyleSheetManager sheet={sheet.instance}>{tree}</StyleSheetManager> : tree);
}
