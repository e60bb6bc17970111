import { OVERVIEW_FILTER_LABELS, type OverviewFilter } from '@folio/contracts';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { withFilter } from './use-overview-filter';

const Filter = styled(Link)`
  color: inherit;
  text-decoration: underline;
  text-decoration-color: ${({ theme }) => theme.colors.border};
  text-underline-offset: 0.2em;

  &:hover {
    color: ${({ theme }) => theme.colors.primary};
    text-decoration-color: currentColor;
  }
`;

/**
 * A row's value as a link to the same Overview narrowed to it (a real address: it opens in a new
 * tab too, and Back undoes it). Its name says what it does.
 */
export function FilterLink({ filter, children }: { filter: OverviewFilter; children: ReactNode }) {
  const location = useLocation();
  const search = withFilter(new URLSearchParams(location.search), filter).toString();
  return (
    <Filter to={{ pathname: location.pathname, search: search ? `?${search}` : '' }} title={`Show only this ${OVERVIEW_FILTER_LABELS[filter.dimension].toLowerCase()}'s visits`}>
      {children}
    </Filter>
  );
}
