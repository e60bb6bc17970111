import { Button, Skeleton } from '@folio/shared-ui';
import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { StateMessage } from '../../components/layout-primitives';
import { itemsLimitedWhen, LimitToggleWhen } from '../../components/width-variants';
import { NARROW_QUERY } from './narrow-query';

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

/**
 * One column of the education section: its heading, then loading, error, empty or the list. On small
 * screens CSS shows `limit` items and the 'Show More' button, only where the site's script runs
 * (site/limit-toggle.ts: the button flips the list's `data-expanded`); without it, every item shows.
 */
export function CredentialList<T extends { id: number }>({ heading, query, errorText, emptyText, limit, renderItem }: CredentialListProps<T>) {
  const { data: items, isError: failed } = query;
  const listId = useId();

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
        <List id={listId} $limit={limit} data-expanded="false">
          {items.map((item) => (
            <li key={item.id}>{renderItem(item)}</li>
          ))}
        </List>
        {items.length > limit ? (
          <LimitToggleWhen $media={NARROW_QUERY}>
            <Button $variant="outline" data-limit-toggle="" aria-controls={listId} aria-expanded="false" style={{ justifySelf: 'center' }}>
              Show More
            </Button>
          </LimitToggleWhen>
        ) : null}
      </>
    );

  return (
    <Column>
      <ColumnHeading>{heading}</ColumnHeading>
      {content}
    </Column>
  );
}
