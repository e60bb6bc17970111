import { MarkdownContent } from './markdown-content';
import { Prose } from './prose';

/** A post's markdown as visitors see it (self-contained: the console previews posts with it). */
export function MarkdownBody({ content }: { content: string }) {
  return (
    <Prose>
      <MarkdownContent content={content} />
    </Prose>
  );
}
