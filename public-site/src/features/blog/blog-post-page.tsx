import { parseTagType } from '@folio/contracts';
import styled from 'styled-components';
import { useParams } from 'react-router-dom';
import { ContentImage } from '../../components/content-image';
import { isApiError } from '../../api/base-query';
import { useScrollToHash } from '../../app/routes/use-scroll-to-hash';
import { HeadTags, loadingPostHead, missingPostHead, postHead, useSite } from '../site';
import { useGetPostBySlugQuery, type PostWithNames } from './blog-api';
import { accentOf } from '../persona';
import { PostBody } from './post-body';
import { POST_COLUMN_IMAGE_SIZES, PostColumn } from './post-column';
import { PostBadges, PostMeta } from './post-meta';
import { readingMinutes } from './reading-time';
import { BackToBlog, PostMessage, PostSkeleton } from './post-states';
import { PostTagsCard } from './post-tags-card';
import { useCountViewOnce } from './use-count-view';

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

const Title = styled.h1`
  font-size: clamp(2rem, 5vw, 3rem);
  font-weight: 800;
  line-height: 1.12;
  letter-spacing: -0.025em;
`;

const Excerpt = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 1.1875rem;
  font-style: italic;
  line-height: 1.6;
`;

const Featured = styled(ContentImage)`
  width: 100%;
  height: auto;
  aspect-ratio: 16 / 9;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.lg};
`;

function PostView({ post }: { post: PostWithNames }) {
  const site = useSite();
  // The post's answer names its category and tags: no further calls.
  const head = postHead(site, { post, accent: accentOf(parseTagType(post.tagType)) });
  return (
    <Article aria-labelledby="post-title">
      <HeadTags head={head} />
      <Header>
        <PostBadges category={post.categoryName} tagType={post.tagType} />
        <Title id="post-title">{post.title}</Title>
        <PostMeta publishedAt={post.publishedAt} viewCount={post.viewCount} readingMinutes={readingMinutes(post.content)} />
        {post.excerpt ? <Excerpt>{post.excerpt}</Excerpt> : null}
      </Header>
      {post.featuredImagePath ? (
        <Featured src={post.featuredImagePath} media={post.media} alt="" width={1200} height={675} sizes={POST_COLUMN_IMAGE_SIZES} main />
      ) : null}
      <PostBody postId={post.id} slug={post.slug} content={post.content} />
      <PostTagsCard tags={post.tags} />
    </Article>
  );
}

/**
 * §2 /blog/{slug}: the post, or 'Post Not Found' / 'Post Unavailable' (both answered 404 by the
 * server, so search engines drop them). Each load counts one view.
 */
export default function BlogPostPage() {
  const { slug = '' } = useParams();
  const site = useSite();
  const { data: post, error, isError } = useGetPostBySlugQuery(slug);
  const published = post?.status === 'published';
  useCountViewOnce(published ? post.id : undefined);
  // A shared `#heading` link: the server's HTML scrolls there by itself; a body rendered here, once it shows.
  useScrollToHash(published);

  let body;
  if (isError && !post) {
    const notFound = isApiError(error) && error.status === 404;
    body = notFound ? (
      <>
        <HeadTags head={missingPostHead(site, slug, 'Post Not Found')} status={404} />
        <PostMessage title="Post Not Found" text="The blog post you're looking for doesn't exist or has been removed." />
      </>
    ) : (
      <>
        <HeadTags head={loadingPostHead(site, slug)} status={503} />
        <PostMessage title="Couldn't load this post" text="Something went wrong while loading this post. Please try again later." />
      </>
    );
  } else if (!post) {
    body = (
      <>
        <HeadTags head={loadingPostHead(site, slug)} />
        <PostSkeleton />
      </>
    );
  } else if (!published) {
    body = (
      <>
        <HeadTags head={missingPostHead(site, slug, 'Post Unavailable')} status={404} />
        <PostMessage title="Post Unavailable" text="This post is not yet published." />
      </>
    );
  } else {
    body = <PostView post={post} />;
  }

  return (
    <Page>
      <PostColumn>
        {published || (!post && !isError) ? <BackToBlog /> : null}
        {body}
      </PostColumn>
    </Page>
  );
}
