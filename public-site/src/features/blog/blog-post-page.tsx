import { parseTagType, type BlogPost } from '@folio/contracts';
import styled from 'styled-components';
import { useParams } from 'react-router-dom';
import { Container } from '../../components/layout-primitives';
import { isApiError } from '../../api/base-query';
import { HeadTags, loadingPostHead, missingPostHead, postHead, useSite } from '../site';
import { useGetCategoryQuery, useGetPostBySlugQuery, useGetPostTagsQuery, useGetTagsQuery } from './blog-api';
import { accentOf } from '../persona';
import { PostBody } from './post-body';
import { PostBadges, PostMeta } from './post-meta';
import { BackToBlog, PostMessage, PostSkeleton } from './post-states';
import { PostTagsCard } from './post-tags-card';
import { useCountViewOnce } from './use-count-view';

const Page = styled.div`
  padding-block: 6.5rem clamp(3.5rem, 8vw, 6rem);
`;

const Column = styled(Container)`
  width: min(48rem, 100% - 2.5rem);
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

const Featured = styled.img`
  width: 100%;
  height: auto;
  aspect-ratio: 16 / 9;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.lg};
`;

/** The names of a post's tags, resolved through the tag list (the Tags card asks the same two queries). */
function usePostTagNames(postId: number): string[] {
  const { data: links } = useGetPostTagsQuery(postId);
  const { data: tags } = useGetTagsQuery();
  return (links ?? [])
    .map((link) => tags?.find((tag) => tag.id === link.tagId)?.name)
    .filter((name): name is string => Boolean(name));
}

function PostView({ post }: { post: BlogPost }) {
  const site = useSite();
  const { data: category } = useGetCategoryQuery(post.categoryId ?? 0, { skip: post.categoryId === null });
  const tagNames = usePostTagNames(post.id);
  const head = postHead(site, { post, accent: accentOf(parseTagType(post.tagType)), categoryName: category?.name, tagNames });
  return (
    <Article aria-labelledby="post-title">
      <HeadTags head={head} />
      <Header>
        <PostBadges category={category?.name} tagType={post.tagType} />
        <Title id="post-title">{post.title}</Title>
        <PostMeta publishedAt={post.publishedAt} viewCount={post.viewCount} />
        {post.excerpt ? <Excerpt>{post.excerpt}</Excerpt> : null}
      </Header>
      {post.featuredImagePath ? <Featured src={post.featuredImagePath} alt="" width={1200} height={675} /> : null}
      <PostBody postId={post.id} content={post.content} />
      <PostTagsCard names={tagNames} />
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
      <Column>
        {published || (!post && !isError) ? <BackToBlog /> : null}
        {body}
      </Column>
    </Page>
  );
}
