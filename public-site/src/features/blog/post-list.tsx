import { Skeleton } from '@folio/shared-ui';
import styled from 'styled-components';
import { gridColumnSizes } from '../../components/image-sizes';
import type { PostPage } from './blog-api';
import { pageCount } from './blog-list-params';
import { PostCard } from './post-card';
import { PostPager } from './post-pager';

const COLUMNS = 2;
const GAP_REM = 1.5;
/** A card's picture fills the card: one column of the grid. */
const CARD_IMAGE_SIZES = gridColumnSizes({ columns: COLUMNS, gapRem: GAP_REM });

/** The spec's blog list: posts in a 2-column grid (one column on small screens). */
export const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(${COLUMNS}, minmax(0, 1fr));
  gap: ${GAP_REM}rem;

  @media ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const SkeletonCard = styled(Skeleton)`
  height: 24rem;
  border-radius: ${({ theme }) => theme.radii.lg};
`;


export function PostGridSkeleton() {
  return (
    <Grid aria-busy="true" aria-label="Loading posts">
      {[0, 1, 2, 3].map((key) => (
        <SkeletonCard key={key} data-testid="post-skeleton" />
      ))}
    </Grid>
  );
}

interface PostListProps {
  /** The page of the list on screen, and its answer. */
  page: number;
  answer: PostPage;
  hrefOf: (page: number) => string;
}

/** One page of posts and the links to every page: each page is an address of its own (`?page=`). */
export function PostList({ page, answer, hrefOf }: PostListProps) {
  return (
    <>
      <Grid>
        {answer.posts.map((post) => (
          <PostCard key={post.id} post={post} imageSizes={CARD_IMAGE_SIZES} />
        ))}
      </Grid>
      <PostPager page={page} last={pageCount(answer.total)} hrefOf={hrefOf} />
    </>
  );
}
