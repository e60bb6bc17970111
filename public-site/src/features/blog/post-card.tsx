import { featuredImageAltOf, postPath } from '@folio/contracts';
import { VisuallyHidden } from '@folio/shared-ui';
import { useId } from 'react';
import styled from 'styled-components';
import { cardSurface } from '../../components/card-surface';
import { ContentImage } from '../../components/content-image';
import { ArrowRightIcon } from '../../components/icons';
import type { PostListItem } from './blog-api';
import { PostCardCover } from './post-card-cover';
import { PostBadges, PostMeta } from './post-meta';

const Card = styled.article`
  display: flex;
  flex-direction: column;
  overflow: hidden;
  ${cardSurface}
  transition:
    transform 200ms ease,
    box-shadow 200ms ease;

  &:hover {
    transform: translateY(-4px);
    box-shadow: ${({ theme }) => theme.shadows.lg};
  }
`;

const Image = styled(ContentImage)`
  width: 100%;
  height: auto;
  aspect-ratio: 16 / 9;
  object-fit: cover;
  background: ${({ theme }) => theme.colors.surface};
`;

const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: 0.875rem;
  padding: 1.5rem;
`;

const Title = styled.h2`
  font-size: 1.3125rem;
  font-weight: 700;
  line-height: 1.3;

  a {
    color: inherit;
    text-decoration: none;
  }

  a:hover {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

/** The spec's post card: the excerpt shows at most 3 lines. */
export const Excerpt = styled.p`
  display: -webkit-box;
  overflow: hidden;
  color: ${({ theme }) => theme.colors.textMuted};
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 3;
  line-clamp: 3;
`;

const ReadMore = styled.a`
  display: inline-flex;
  align-items: center;
  gap: 0.375rem;
  margin-top: auto;
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 700;
  text-decoration: none;

  &:hover {
    text-decoration: underline;
    text-underline-offset: 3px;
  }
`;

/**
 * One post in the blog grid: its picture, or a cover drawn in type of the same size so that every
 * card of a row is alike; `imageSizes`: its picture's width at each breakpoint, as the grid lays the cards out.
 */
export function PostCard({ post, imageSizes }: { post: PostListItem; imageSizes: string }) {
  const titleId = useId();
  const href = postPath(post.slug);
  return (
    <Card>
      {post.featuredImagePath ? (
        <Image src={post.featuredImagePath} media={post.media} alt={featuredImageAltOf(post)} ownAlt width={1200} height={675} sizes={imageSizes} />
      ) : (
        <PostCardCover post={post} />
      )}
      <Body>
        <PostBadges category={post.categoryName} tagType={post.tagType} everyoneBadge={false} />
        <Title id={titleId}>
          <a href={href}>{post.title}</a>
        </Title>
        <PostMeta publishedAt={post.publishedAt} viewCount={post.viewCount} />
        {post.excerpt ? <Excerpt>{post.excerpt}</Excerpt> : null}
        <ReadMore href={href} aria-describedby={titleId}>
          Read More
          {/* Said, not shown: a link's text should name where it goes ('Read More' alone names nothing). */}
          <VisuallyHidden> about {post.title}</VisuallyHidden>
          <ArrowRightIcon size={16} />
        </ReadMore>
      </Body>
    </Card>
  );
}
