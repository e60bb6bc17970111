import { featuredImageAltOf, parseTagType, postStanding, taxonomyPath, type PostStanding } from '@folio/contracts';
import styled from 'styled-components';
import { useLocation, useParams } from 'react-router-dom';
import { ContentImage } from '../../components/content-image';
import { PageLead, PageTitle } from '../../components/layout-primitives';
import { isApiError } from '../../api/base-query';
import { HeadTags, loadingPostHead, missingPostHead, MovedPermanently, postHead, previewPostHead, useSite } from '../site';
import { movedPostPath, useGetPostBySlugQuery, type PostWithNames } from './blog-api';
import { FollowBlock } from '../follow';
import { postPersonas, preselected } from '../newsletter';
import { accentOf } from '../persona';
import { PostBody } from './post-body';
import { PostEnd } from './post-end';
import { POST_COLUMN_IMAGE_SIZES, PostColumn } from './post-column';
import { PostBadges, PostMeta } from './post-meta';
import { BackToBlog, PostMessage, PostSkeleton } from './post-states';
import { PostTagsCard } from './post-tags-card';
import { PreviewBanner } from './preview-banner';
import { readingMinutes } from './reading-time';

const Page = styled.div`
  padding-block: 6.5rem clamp(3.5rem, 8vw, 6rem);
`;

/**
 * One column that never grows past the page: with an auto track, the widest thing in the body (a
 * table, a code block) would widen every row and scroll the whole page sideways on a phone.
 */
const Article = styled.article`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 1.5rem;
  margin-top: 1.5rem;
`;

const Header = styled.div`
  display: grid;
  gap: 1rem;
`;

/** In italics: the author's summary, apart from the post's own words below. */
const Excerpt = styled(PageLead)`
  font-style: italic;
`;

const Featured = styled(ContentImage)`
  width: 100%;
  height: auto;
  aspect-ratio: 16 / 9;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.lg};
`;

function PostView({ post, standing }: { post: PostWithNames; standing: PostStanding }) {
  const site = useSite();
  const preview = standing !== 'published';
  // The post's answer names its category and tags: no further calls.
  const head = preview ? previewPostHead(site, post) : postHead(site, { post, accent: accentOf(parseTagType(post.tagType)) });
  return (
    // A published post's view is counted by the page's plain script (count-view.ts); a preview's never.
    <Article aria-labelledby="post-title" data-count-view={preview ? undefined : post.id}>
      <HeadTags head={head} />
      {preview ? <PreviewBanner standing={standing} publishedAt={post.publishedAt} /> : null}
      <Header>
        <PostBadges category={post.categoryName} categoryHref={post.categorySlug ? taxonomyPath('category', post.categorySlug) : undefined} tagType={post.tagType} />
        <PageTitle id="post-title">{post.title}</PageTitle>
        <PostMeta publishedAt={post.publishedAt} viewCount={post.viewCount} readingMinutes={readingMinutes(post.content)} />
        {post.excerpt ? <Excerpt>{post.excerpt}</Excerpt> : null}
      </Header>
      {post.featuredImagePath ? (
        <Featured src={post.featuredImagePath} media={post.media} alt={featuredImageAltOf(post)} ownAlt width={1200} height={675} sizes={POST_COLUMN_IMAGE_SIZES} main />
      ) : null}
      <PostBody content={post.content} />
      <PostTagsCard tags={post.tags} />
    </Article>
  );
}

/**
 * The spec's /blog/{slug} screen: the post, or 'Post Not Found' (answered 404 by the server, so search engines drop
 * it). The API answers a draft or a scheduled post only to the signed-in owner, who sees it as
 * visitors will, under a preview banner, uncounted and unadvertised. A former slug moves to the
 * post's own address. Each load of a published post counts one view. The rendering server decides
 * these answers' statuses from the same query before rendering (app/page-loaders.ts), and renders the
 * page once: no script takes it over.
 */
export default function BlogPostPage() {
  const { slug = '' } = useParams();
  const { search } = useLocation();
  const site = useSite();
  // The answer for this slug only: another post's, kept while this one loads, would look moved.
  const { currentData: post, error, isError, fulfilledTimeStamp } = useGetPostBySlugQuery(slug);
  const movedTo = post ? movedPostPath(post, slug, search) : null;
  const shown = movedTo ? undefined : post;
  // As of the answer, as the route's loader decided its status.
  const standing = shown ? postStanding(shown, fulfilledTimeStamp) : undefined;

  const failed = isError && !post;
  let body;
  if (failed) {
    const notFound = isApiError(error) && error.status === 404;
    body = notFound ? (
      <>
        <HeadTags head={missingPostHead(site, slug, 'Post Not Found')} />
        <PostMessage title="Post Not Found" text="The blog post you're looking for doesn't exist or has been removed." />
      </>
    ) : (
      <>
        <HeadTags head={loadingPostHead(site, slug)} />
        <PostMessage title="Couldn't load this post" text="Something went wrong while loading this post. Please try again later." />
      </>
    );
  } else if (!shown || !standing) {
    body = (
      <>
        <HeadTags head={loadingPostHead(site, slug)} />
        {movedTo ? <MovedPermanently to={movedTo} /> : null}
        <PostSkeleton />
      </>
    );
  } else {
    body = (
      <>
        <PostView post={shown} standing={standing} />
        <PostEnd slug={shown.slug} />
        <FollowBlock subscribePersonas={preselected(postPersonas(shown))} />
      </>
    );
  }

  return (
    <Page>
      <PostColumn>
        {/* The messages carry their own. */}
        {failed ? null : <BackToBlog />}
        {body}
      </PostColumn>
    </Page>
  );
}
