import { PostContents } from './post-contents';
import { renderPostBody } from './post-body-html';
import { Prose } from './prose';

/**
 * A post's table of contents and body, as HTML the rendering server makes from its markdown (code
 * highlighted; each version of a body rendered once, post-body-html.tsx). The page is never hydrated:
 * the body reaches the browser this one way.
 */
export function PostBody({ content }: { content: string }) {
  const { html, headings } = renderPostBody(content);
  return (
    <>
      <PostContents headings={headings} />
      <Prose dangerouslySetInnerHTML={{ __html: html }} />
    </>
  );
}
