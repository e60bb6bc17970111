import { lazy, Suspense } from 'react';
import { useSelector } from 'react-redux';
import { PostContents } from './post-contents';
import { Prose } from './prose';
import { type PostText } from './body-in-markup';
import { selectRenderedMarkdown, type RenderedMarkdownRoot } from './rendered-markdown-slice';

// Only for a body the rendering server could not give (it failed, or the post was edited meanwhile): its own chunk.
const PostMarkdown = lazy(() => import('./post-markdown').then((module) => ({ default: module.PostMarkdown })));

interface PostBodyProps {
  text: PostText;
}

/**
 * A post's table of contents and body as the rendering server made them (code highlighted): in the
 * page it sent, or with the post it answered to a click (blog-api.ts). Rendered here, without
 * highlighting, only when it could not (the API answered instead, or the post was edited since).
 */
export function PostBody({ text: { key, content } }: PostBodyProps) {
  const rendered = useSelector((state: RenderedMarkdownRoot) => selectRenderedMarkdown(state, key));
  if (rendered !== undefined) {
    return (
      <>
        <PostContents headings={rendered.headings} />
        {/* Its key marks it for the browser, which reads it back from here before hydrating (body-in-markup.ts). */}
        <Prose data-post-body={key} dangerouslySetInnerHTML={{ __html: rendered.html }} />
      </>
    );
  }
  return (
    <Suspense fallback={<Prose aria-busy="true" />}>
      <PostMarkdown content={content} />
    </Suspense>
  );
}
