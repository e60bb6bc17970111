import { useHydrated } from '@folio/shared-ui';
import { lazy, Suspense } from 'react';
import { useAppSelector } from '../../app/hooks';
import { useGetRenderedPostQuery } from './blog-api';
import { PostContents } from './post-contents';
import { Prose } from './prose';
import { type PostText } from './body-in-markup';
import { selectRenderedMarkdown } from './rendered-markdown-slice';

// Only for a body the rendering server could not give (it failed, or the post was edited meanwhile): its own chunk.
const PostMarkdown = lazy(() => import('./post-markdown').then((module) => ({ default: module.PostMarkdown })));

interface PostBodyProps {
  slug: string;
  text: PostText;
}

/**
 * A post's table of contents and body as the rendering server made them (code highlighted): in the
 * page it sent, or, for a post reached by a click, asked of it once the page runs here. Rendered
 * here, without highlighting, only when that fails.
 */
export function PostBody({ slug, text: { key, version, content } }: PostBodyProps) {
  const rendered = useAppSelector((state) => selectRenderedMarkdown(state, key));
  // Never while the server renders or the browser hydrates: the server puts its bodies in the page itself.
  const hydrated = useHydrated();
  const asked = useGetRenderedPostQuery({ slug, version }, { skip: rendered !== undefined || !hydrated });

  if (rendered !== undefined) {
    return (
      <>
        <PostContents headings={rendered.headings} />
        {/* Its key marks it for the browser, which reads it back from here before hydrating (body-in-markup.ts). */}
        <Prose data-post-body={key} dangerouslySetInnerHTML={{ __html: rendered.html }} />
      </>
    );
  }
  // A different key: the server rendered another version of the body than the one shown here.
  const renderHere = asked.isError || (asked.currentData !== undefined && asked.currentData.key !== key);
  if (!renderHere) return <Prose aria-busy="true" />;
  return (
    <Suspense fallback={<Prose aria-busy="true" />}>
      <PostMarkdown content={content} />
    </Suspense>
  );
}
