import Markdown, { type Components } from 'react-markdown';
import { markdownComponents } from '@folio/shared-ui';
import remarkGfm from 'remark-gfm';

const COMPONENTS: Components = markdownComponents;
const PLUGINS = [remarkGfm];

/**
 * A post's markdown as elements: GitHub-flavoured tables, strikethrough, task lists, footnotes,
 * autolinks; raw HTML in the markdown is shown as text, never run. The rendering server turns the
 * same tree into the HTML it sends, so a post page never downloads this renderer.
 */
export function MarkdownContent({ content }: { content: string }) {
  return (
    <Markdown remarkPlugins={PLUGINS} components={COMPONENTS}>
      {content}
    </Markdown>
  );
}
