import { buttonStyles, VisuallyHidden, visuallyHiddenStyles, type ButtonStyleProps } from '@folio/shared-ui';
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

const PageLink = styled.a<ButtonStyleProps>`
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

/** The pages to offer around page `page` of `last`: the first, the last, and those next to it; 'gap' where pages are left out. */
export function pagerItems(page: number, last: number): Array<number | 'gap'> {
  const wanted = new Set([1, last]);
  for (let near = Math.max(1, page - 1); near <= Math.min(last, page + 1); near += 1) wanted.add(near);
  const pages = [...wanted].sort((a, b) => a - b);
  return pages.flatMap((item, index) => {
    const previous = pages[index - 1];
    if (previous === undefined || item - previous === 1) return [item];
    // One page left out is shown rather than an ellipsis standing for it.
    return item - previous === 2 ? [previous + 1, item] : ['gap' as const, item];
  });
}

interface PostPagerProps {
  /** The page on screen. */
  page: number;
  last: number;
  hrefOf: (page: number) => string;
}

/** Plain links to the list's other pages, with rel=prev/next: each page is an address of its own. */
export function PostPager({ page, last, hrefOf }: PostPagerProps) {
  if (last <= 1) return null;
  return (
    <Nav aria-label="Pages">
      {page > 1 ? (
        <PageLink href={hrefOf(page - 1)} rel="prev" $variant="ghost">
          <ArrowLeftIcon size={16} />
          <Label>Previous</Label>
        </PageLink>
      ) : null}
      <List>
        {pagerItems(page, last).map((item, index) => (
          <li key={item === 'gap' ? `gap-${index}` : item} aria-hidden={item === 'gap' || undefined}>
            {item === 'gap' ? (
              <Gap>…</Gap>
            ) : item === page ? (
              <Current aria-current="page" $variant="primary">
                <VisuallyHidden>Page </VisuallyHidden>
                {item}
              </Current>
            ) : (
              <PageLink href={hrefOf(item)} $variant="secondary">
                <VisuallyHidden>Page </VisuallyHidden>
                {item}
              </PageLink>
            )}
          </li>
        ))}
      </List>
      {page < last ? (
        <PageLink href={hrefOf(page + 1)} rel="next" $variant="ghost">
          <Label>Next</Label>
          <ArrowRightIcon size={16} />
        </PageLink>
      ) : null}
    </Nav>
  );
}
