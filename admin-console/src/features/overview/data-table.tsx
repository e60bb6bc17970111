import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { CsvCell } from './csv';

/** The table scrolls sideways inside its card on a phone, never the page; focusable so the keyboard can scroll it too. */
export const TableScroll = styled.div<{ $scrolls?: boolean }>`
  max-width: 100%;
  /* A table hidden from sight (a chart's, for screen readers) is never a scrolling region: one that
     cannot take focus could not be scrolled by keyboard (axe's scrollable-region-focusable). */
  overflow-x: ${({ $scrolls = true }) => ($scrolls ? 'auto' : 'visible')};

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 2px;
  }
`;

const Table = styled.table`
  width: 100%;
  min-width: 18rem;
  border-collapse: collapse;
  font-size: 0.875rem;

  th,
  td {
    padding: 0.4375rem 0.5rem;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: right;
    vertical-align: top;
    white-space: nowrap;
  }
  th[scope='row'],
  thead th:first-child {
    text-align: left;
    white-space: normal;
    overflow-wrap: anywhere;
    min-width: 7rem;
  }
  /* Headings may wrap ('Of the first step'), so a phone scrolls sideways only when the figures need it. */
  thead th {
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: 600;
    white-space: normal;
  }
  th[scope='row'] {
    font-weight: 500;
  }
  td {
    font-variant-numeric: tabular-nums;
  }
`;

export interface Column<R> {
  header: string;
  /** The cell's value: what the table shows unless `render` says more, and what the CSV holds. */
  value: (row: R) => CsvCell;
  render?: (row: R) => ReactNode;
}

export interface DataTableProps<R> {
  /** The id of the heading that names the table. */
  labelledBy: string;
  columns: readonly Column<R>[];
  rows: readonly R[];
  rowKey: (row: R) => string;
  /** False while the table is hidden from sight (a chart's), so Tab does not land on what cannot be seen. */
  focusable?: boolean;
}

/** A table of a card: its first column heads each row. */
export function DataTable<R>({ labelledBy, columns, rows, rowKey, focusable = true }: DataTableProps<R>) {
  return (
    <TableScroll tabIndex={focusable ? 0 : undefined} $scrolls={focusable} role="group" aria-labelledby={labelledBy}>
      <Table aria-labelledby={labelledBy}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col">
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column, index) => {
                const content = column.render ? column.render(row) : column.value(row);
                return index === 0 ? (
                  <th key={column.header} scope="row">
                    {content}
                  </th>
                ) : (
                  <td key={column.header}>{content}</td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </Table>
    </TableScroll>
  );
}

/** The CSV of a table: its headers and each row's values. */
export const csvOf = <R,>(name: string, columns: readonly Column<R>[], rows: readonly R[]) => ({
  name,
  header: columns.map((column) => column.header),
  rows: rows.map((row) => columns.map((column) => column.value(row))),
});
