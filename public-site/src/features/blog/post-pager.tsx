import { buttonStyles, VisuallyHidden, visuallyHiddenStyles, type ButtonStyleProps } from '@folio/shared-ui';
import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { ArrowLeftIcon, ArrowRightIcon } from '../../components/icons';

const Nav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  align-items: center;
  gap: 0.5rem;

  @media ${({ theme }) => theme.media.mobile} {
    gap: 0.25rem;
  }
`;

const List = styled.ol`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 0.375rem;
  padding: 0;
  list-style: none;
`;

const box = css`
  min-width: 2.5rem;
`;

const PageLink = styled(Link)<ButtonStyleProps>`
  ${buttonStyles}
  ${box}
  position: relative;
`;

const Current = styled.span<ButtonStyleProps>`
  ${buttonStyles}
  ${box}
  cursor: default;
`;

/** Previous / Next: said always, shown beside the arrow from tablet width up. */
const Label = styled.span`
  @media ${({ theme }) => theme.media.mobile} {
    ${visuallyHiddenStyles}
  }
`;

const Gap = styled.span`
  display: inline-grid;
  place-items: center;
  min-width: 1.5rem;
  min-height: 2.5rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The pages to offer: the first, the last, and those next to the ones shown; 'gap' where pages are left out. */
export function pagerItems(start: number, end: number, last: number): Array<number | 'gap'> {
  const wanted = new Set([1, last]);
  for (let page = Math.max(1, start - 1); page <= Math.min(last, end + 1); page += 1) wanted.add(page);
  const pages = [...wanted].sort((a, b) => a - b);
  return pages.flatMap((page, index) => {
    const previous = pages[index - 1];
    if (previous === undefined || page - previous === 1) return [page];
    // One page left out is shown rather than an ellipsis standing for it.
    return page - previous === 2 ? [previous + 1, page] : ['gap' as const, page];
  });
}

interface PostPagerProps {
  /** The first and last page on screen (more than one after 'Load more'). */
  start: number;
  end: number;
  last: number;
  hrefOf: (page: number) => string;
}

/** Plain links to the list's other pages, with rel=prev/next: paging that needs no JavaScript. */
export function PostPager({ start, end, last, hrefOf }: PostPagerProps) {
  if (last <= 1) return null;
  return (
    <Nav aria-label="Pages">
      {start > 1 ? (
        <PageLink to={hrefOf(start - 1)} rel="prev" $variant="ghost">
          <ArrowLeftIcon size={16} />
          <Label>Previous</Label>
        </PageLink>
      ) : null}
      <List>
        {pagerItems(start, end, last).map((item, index) => (
          <li key={item === 'gap' ? `gap-${index}` : item} aria-hidden={item === 'gap' || undefined}>
            {item === 'gap' ? (
              <Gap>…</Gap>
            ) : item >= start && item <= end ? (
              <Current aria-current="page" $variant="primary">
                <VisuallyHidden>Page </VisuallyHidden>
                {item}
              </Current>
            ) : (
              <PageLink to={hrefOf(item)} $variant="secondary">
                <VisuallyHidden>Page </VisuallyHidden>
                {item}
              </PageLink>
            )}
          </li>
        ))}
      </List>
      {end < last ? (
        <PageLink to={hrefOf(end + 1)} rel="next" $variant="ghost">
          <Label>Next</Label>
          <ArrowRightIcon size={16} />
        </PageLink>
      ) : null}
    </Nav>
  );
}
