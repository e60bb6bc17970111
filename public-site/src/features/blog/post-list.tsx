import { Button, Skeleton, useHydrated, VisuallyHidden } from '@folio/shared-ui';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import { gridColumnSizes } from '../../components/image-sizes';
import { useGetMorePostsQuery, type MorePostsArgs, type PostPage, type PostPageArgs } from './blog-api';
import { pageCount, PAGE_SIZE } from './blog-list-params';
import { PostCard } from './post-card';
import { PostPager } from './post-pager';
import { readListMemory, useListReturn } from './use-list-return';

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

/** The cards of a page 'Load more' added (nothing until it has come); says once when they are shown. */
function MoreCards({ args, onShown }: { args: MorePostsArgs; onShown: (cursor: string) => void }) {
  const { currentData } = useGetMorePostsQuery(args);
  const shown = currentData !== undefined;
  useEffect(() => {
    if (shown) onShown(args.cursor);
  }, [shown, args.cursor, onShown]);
  return currentData?.posts.map((post) => <PostCard key={post.id} post={post} imageSizes={CARD_IMAGE_SIZES} />) ?? null;
}

const NO_CURSORS: readonly string[] = [];

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
 * 'Load more' button that adds the next page below without leaving it, by the API's cursor (each
 * page's X-Next-Cursor): focus moves to the first new post, and a status line says how many are
 * shown. Back to the list (or a reload) shows the pages loaded before and scrolls to where the reader
 * was (use-list-return.ts).
 */
export function PostList({ args, first, hrefOf, countLabel }: PostListProps) {
  const hydrated = useHydrated();
  const start = args.page;
  const last = pageCount(first.total);
  const filter = useMemo(() => ({ personaId: args.personaId, q: args.q }), [args.personaId, args.q]);
  const list = `${args.personaId ?? ''}|${args.q}|${start}`;
  const [restored] = useState(() => (typeof window === 'undefined' ? null : readListMemory(list)));
  // The cursors 'Load more' followed, one per page added; the server and hydration render none.
  const [followed, setFollowed] = useState<readonly string[] | null>(null);
  const cursors = followed ?? (hydrated && restored ? restored.cursors : NO_CURSORS);
  const lastCursor = cursors.at(-1);
  const more = useGetMorePostsQuery({ ...filter, cursor: lastCursor ?? '' }, { skip: lastCursor === undefined });
  const [shown, setShown] = useState<readonly string[]>(NO_CURSORS);
  const onShown = useCallback((cursor: string) => setShown((was) => (was.includes(cursor) ? was : [...was, cursor])), []);
  const end = lastCursor === undefined || more.currentData ? start + cursors.length : start + cursors.length - 1;
  const loading = end < start + cursors.length && !more.isError;
  const nextCursor = lastCursor === undefined ? first.nextCursor : (more.currentData?.nextCursor ?? null);
  useListReturn(list, restored, cursors, cursors.every((cursor) => shown.includes(cursor)) || more.isError);
  const grid = useRef<HTMLDivElement>(null);
  const focusPage = useRef<number | null>(null);
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    if (focusPage.current !== end || end === start) return;
    focusPage.current = null;
    const firstNew = grid.current?.querySelectorAll(':scope > article')[(end - start) * PAGE_SIZE];
    firstNew?.querySelector<HTMLElement>('h2 a')?.focus();
    const shownCount = Math.min(end * PAGE_SIZE, first.total) - (start - 1) * PAGE_SIZE;
    setAnnouncement(`Showing ${shownCount} of ${countLabel(first.total)}`);
  }, [end, start, first.total, countLabel]);

  function loadMore() {
    if (loading) return;
    if (more.isError) {
      focusPage.current = start + cursors.length;
      void more.refetch();
    } else if (nextCursor) {
      focusPage.current = end + 1;
      setFollowed([...cursors, nextCursor]);
    }
  }

  return (
    <>
      <Grid ref={grid} aria-busy={loading || undefined}>
        {first.posts.map((post) => (
          <PostCard key={post.id} post={post} imageSizes={CARD_IMAGE_SIZES} />
        ))}
        {cursors.map((cursor) => (
          <MoreCards key={cursor} args={{ ...filter, cursor }} onShown={onShown} />
        ))}
      </Grid>
      <Foot>
        {more.isError ? <Failure role="alert">Couldn&apos;t load more articles. Please try again.</Failure> : null}
        {/* Without JavaScript the button could do nothing: it comes with the page running here. */}
        {hydrated && (nextCursor || loading || more.isError) ? (
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
