import { Button, Skeleton, useHydrated, VisuallyHidden } from '@folio/shared-ui';
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { gridColumnSizes } from '../../components/image-sizes';
import { useGetPostPageQuery, type PostPage, type PostPageArgs } from './blog-api';
import { pageCount, PAGE_SIZE } from './blog-list-params';
import { PostCard } from './post-card';
import { PostPager } from './post-pager';

const COLUMNS = 2;
const GAP_REM = 1.5;
/** A card's picture fills the card: one column of the grid. */
const CARD_IMAGE_SIZES = gridColumnSizes({ columns: COLUMNS, gapRem: GAP_REM });

/** §2: posts in a 2-column grid (one column on small screens). */
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

const Foot = styled.div`
  display: grid;
  justify-items: center;
  gap: 1.25rem;
`;

const Failure = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
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

/** The cards of a page 'Load more' added (nothing until it has come). */
function MoreCards({ args }: { args: PostPageArgs }) {
  const { currentData } = useGetPostPageQuery(args);
  return currentData?.posts.map((post) => <PostCard key={post.id} post={post} imageSizes={CARD_IMAGE_SIZES} />) ?? null;
}

interface PostListProps {
  /** The list's filter; `page` is the first page shown, `first` its answer. */
  args: PostPageArgs;
  first: PostPage;
  hrefOf: (page: number) => string;
  /** 'article'/'articles' or 'result'/'results': what the announcement counts. */
  countLabel: (count: number) => string;
}

/**
 * The posts from the address's page on, the links to every page, and (once the page runs here) a
 * 'Load more' button that adds the next page below without leaving it: focus moves to the first new
 * post, and a status line says how many are shown.
 */
export function PostList({ args, first, hrefOf, countLabel }: PostListProps) {
  const hydrated = useHydrated();
  const start = args.page;
  const last = pageCount(first.total);
  const [requested, setRequested] = useState(start);
  const more = useGetPostPageQuery({ ...args, page: requested }, { skip: requested === start });
  const end = requested === start || more.currentData ? requested : requested - 1;
  const loading = end < requested && !more.isError;
  const grid = useRef<HTMLDivElement>(null);
  const focusPage = useRef<number | null>(null);
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    if (focusPage.current !== end || end === start) return;
    focusPage.current = null;
    const firstNew = grid.current?.querySelectorAll(':scope > article')[(end - start) * PAGE_SIZE];
    firstNew?.querySelector<HTMLElement>('h2 a')?.focus();
    const shown = Math.min(end * PAGE_SIZE, first.total) - (start - 1) * PAGE_SIZE;
    setAnnouncement(`Showing ${shown} of ${countLabel(first.total)}`);
  }, [end, start, first.total, countLabel]);

  function loadMore() {
    if (loading) return;
    focusPage.current = requested === end ? end + 1 : requested;
    if (more.isError) void more.refetch();
    else setRequested(end + 1);
  }

  const pages = Array.from({ length: end - start }, (_, index) => start + 1 + index);
  return (
    <>
      <Grid ref={grid} aria-busy={loading || undefined}>
        {first.posts.map((post) => (
          <PostCard key={post.id} post={post} imageSizes={CARD_IMAGE_SIZES} />
        ))}
        {pages.map((page) => (
          <MoreCards key={page} args={{ ...args, page }} />
        ))}
      </Grid>
      <Foot>
        {more.isError ? <Failure role="alert">Couldn&apos;t load more articles. Please try again.</Failure> : null}
        {/* Without JavaScript the button could do nothing: it comes with the page running here. */}
        {hydrated && (end < last || loading) ? (
          <Button type="button" $variant="outline" $size="lg" aria-disabled={loading || undefined} onClick={loadMore}>
            {loading ? 'Loading…' : more.isError ? 'Try again' : 'Load more'}
          </Button>
        ) : null}
        <PostPager start={start} end={end} last={last} hrefOf={hrefOf} />
        <VisuallyHidden role="status">{announcement}</VisuallyHidden>
      </Foot>
    </>
  );
}
