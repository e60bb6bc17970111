import { MarkdownContent } from './markdown-content';
import { Prose } from './prose';

/**
 * A post's markdown as visitors see it, rendered live: the console previews posts with it (federation
 * remote). A post page carries the same HTML, made by the rendering server (post-body.tsx).
 */
export function MarkdownBody({ content }: { content: string }) {
  return (
    <Prose>
      <MarkdownContent content={content} />
    </Prose>
  );
}
