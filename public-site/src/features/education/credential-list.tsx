import { Button, Skeleton } from '@folio/shared-ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { StateMessage } from '../../components/layout-primitives';
import { itemsLimitedWhen, LimitToggleWhen } from '../../components/width-variants';
import { NARROW_QUERY, useLimitedList } from './use-limited-list';

const Column = styled.div`
  display: grid;
  align-content: start;
  gap: 1rem;
`;

const ColumnHeading = styled.h3`
  font-size: 1.375rem;
  font-weight: 800;
`;

const List = styled.ul<{ $limit?: number }>`
  display: grid;
  gap: 1rem;
  padding: 0;
  list-style: none;
  ${({ $limit }) => ($limit === undefined ? '' : itemsLimitedWhen(NARROW_QUERY, $limit))}
`;

const SkeletonItem = styled(Skeleton)`
  height: 6.5rem;
  border-radius: ${({ theme }) => theme.radii.lg};
`;

interface CredentialListProps<T> {
  heading: string;
  /** The column's query: its items once loaded, and whether loading them failed. */
  query: { data?: readonly T[]; isError: boolean };
  errorText: string;
  emptyText: string;
  limit: number;
  renderItem: (item: T) => ReactNode;
}

/** One column of the education section: its heading, then loading, error, empty or the (limited) list. */
export function CredentialList<T extends { id: number }>({ heading, query, errorText, emptyText, limit, renderItem }: CredentialListProps<T>) {
  const { data: items, isError: failed } = query;
  const { visible, canToggle, narrow, expanded, toggle } = useLimitedList(items ?? [], limit);

  const toggleButton = (
    <Button $variant="outline" aria-expanded={expanded} onClick={toggle} style={{ justifySelf: 'center' }}>
      {expanded ? 'Show Less' : 'Show More'}
    </Button>
  );

  let content;
  if (failed && !items) content = <StateMessage role="alert">{errorText}</StateMessage>;
  else if (!items)
    content = (
      <List aria-busy="true" aria-label={`Loading ${heading.toLowerCase()}`}>
        {[0, 1].map((key) => (
          <li key={key}>
            <SkeletonItem />
          </li>
        ))}
      </List>
    );
  else if (items.length === 0) content = <StateMessage>{emptyText}</StateMessage>;
  else
    content = (
      <>
        <List $limit={narrow === null ? limit : undefined}>
          {visible.map((item) => (
            <li key={item.id}>{renderItem(item)}</li>
          ))}
        </List>
        {canToggle && narrow === null ? <LimitToggleWhen $media={NARROW_QUERY}>{toggleButton}</LimitToggleWhen> : canToggle ? toggleButton : null}
      </>
    );

  return (
    <Column>
      <ColumnHeading>{heading}</ColumnHeading>
      {content}
    </Column>
  );
}
