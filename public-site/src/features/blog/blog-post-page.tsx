import type { BlogPost } from '@folio/contracts';
import styled from 'styled-components';
import { useParams } from 'react-router-dom';
import { Container } from '../../components/layout-primitives';
import { isApiError } from '../../api/base-query';
import { HeadTags, useSite, withOwner } from '../site';
import { useGetCategoryQuery, useGetPostBySlugQuery } from './blog-api';
import { MarkdownBody } from './markdown-body';
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

function PostView({ post }: { post: BlogPost }) {
  const { data: category } = useGetCategoryQuery(post.categoryId ?? 0, { skip: post.categoryId === null });
  return (
    <Article aria-labelledby="post-title">
      <Header>
        <PostBadges category={category?.name} tagType={post.tagType} />
        <Title id="post-title">{post.title}</Title>
        <PostMeta publishedAt={post.publishedAt} viewCount={post.viewCount} />
        {post.excerpt ? <Excerpt>{post.excerpt}</Excerpt> : null}
      </Header>
      {post.featuredImagePath ? <Featured src={post.featuredImagePath} alt="" width={1200} height={675} /> : null}
      <MarkdownBody content={post.content} />
      <PostTagsCard postId={post.id} />
    </Article>
  );
}

/** §2 /blog/{slug}: the post, or 'Post Not Found' / 'Post Unavailable'. Each load counts one view. */
export default function BlogPostPage() {
  const { slug = '' } = useParams();
  const site = useSite();
  const { data: post, error, isError } = useGetPostBySlugQuery(slug);
  const published = post?.status === 'published';
  useCountViewOnce(published ? post.id : undefined);

  let body;
  let head = { title: withOwner('Blog', site?.ownerName), description: 'An article from the blog.' };
  if (isError && !post) {
    const notFound = isApiError(error) && error.status === 404;
    body = notFound ? (
      <PostMessage title="Post Not Found" text="The blog post you're looking for doesn't exist or has been removed." />
    ) : (
      <PostMessage title="Couldn't load this post" text="Something went wrong while loading this post. Please try again later." />
    );
    if (notFound) head = { title: withOwner('Post Not Found', site?.ownerName), description: head.description };
  } else if (!post) {
    body = <PostSkeleton />;
  } else if (!published) {
    body = <PostMessage title="Post Unavailable" text="This post is not yet published." />;
  } else {
    head = { title: withOwner(post.title, site?.ownerName), description: post.excerpt || head.description };
    body = <PostView post={post} />;
  }

  return (
    <Page>
      <HeadTags {...head} path={`/blog/${slug}`} type={published ? 'article' : 'website'} image={published ? post.featuredImagePath : null} />
      <Column>
        {published || (!post && !isError) ? <BackToBlog /> : null}
        {body}
      </Column>
    </Page>
  );
}
