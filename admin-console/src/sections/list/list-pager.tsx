import { Button } from '@folio/shared-ui';
import styled from 'styled-components';
import type { ListPaging } from './use-section-list';

const Bar = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem 1rem;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Buttons = styled.div`
  display: flex;
  gap: 0.5rem;

  @media ${({ theme }) => theme.media.mobile} {
    width: 100%;
    & > button {
      flex: 1;
    }
  }
`;

/** 'Showing 13–24 of 57 blog posts' with Previous and Next (only the count when one page holds them all). */
export function ListPager({ paging, shown, noun, label }: { paging: ListPaging; shown: number; noun: (count: number) => string; label: string }) {
  const { offset, pageSize, total, setOffset } = paging;
  if (total === undefined) return null;
  const page = Math.floor(offset / pageSize) + 1;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const range = shown === 0 ? `None of ${total}` : `Showing ${offset + 1}–${offset + shown} of ${total}`;
  return (
    <Bar aria-label={`${label} pages`}>
      <p aria-live="polite">
        {pages === 1 && offset === 0 ? `${total} ${noun(total)}` : `${range} ${noun(total)} · page ${page} of ${pages}`}
      </p>
      {pages > 1 || offset > 0 ? (
      <Buttons>
        <Button $variant="outline" $size="sm" onClick={() => setOffset(Math.max(0, offset - pageSize))} disabled={offset === 0}>
          Previous
        </Button>
        <Button $variant="outline" $size="sm" onClick={() => setOffset(offset + pageSize)} disabled={offset + pageSize >= total}>
          Next
        </Button>
      </Buttons>
      ) : null}
    </Bar>
  );
}
