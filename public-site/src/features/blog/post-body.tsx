import { lazy, Suspense } from 'react';
import { useAppSelector } from '../../app/hooks';
import { Prose } from './prose';
import { renderedMarkdownKey, selectRenderedMarkdown } from './rendered-markdown-slice';

// Only for a post the server did not render (reached by a click, or edited since): its own chunk.
const MarkdownBody = lazy(() => import('./markdown-body').then((module) => ({ default: module.MarkdownBody })));

/** A post's body: the server's HTML when it matches this content, otherwise rendered here. */
export function PostBody({ postId, content }: { postId: number; content: string }) {
  const html = useAppSelector((state) => selectRenderedMarkdown(state, renderedMarkdownKey(postId, content)));
  if (html !== undefined) return <Prose dangerouslySetInnerHTML={{ __html: html }} />;
  return (
    <Suspense fallback={<Prose aria-busy="true" />}>
      <MarkdownBody content={content} />
    </Suspense>
  );
}
