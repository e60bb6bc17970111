import { useId, type ReactNode } from 'react';
import { csvFileName } from './csv';
import { csvOf, DataTable, type Column } from './data-table';
import { CardHead, CsvButton, Muted, OverviewCard } from './overview-card';
import type { OverviewRange } from './overview-endpoints';

export interface BreakdownCardProps<R> {
  title: string;
  rows: readonly R[];
  columns: readonly Column<R>[];
  rowKey: (row: R) => string;
  /** Said in place of the table when the range has no rows. */
  empty: string;
  /** The range shown, for the CSV file's name. */
  range: OverviewRange;
  description?: ReactNode;
  /** Across the whole grid: a table of many columns (the personas'). */
  wide?: boolean;
}

/** A breakdown of the range (top pages, sources, devices, …): its table and its CSV. */
export function BreakdownCard<R>({ title, rows, columns, rowKey, empty, range, description, wide = false }: BreakdownCardProps<R>) {
  const headingId = useId();
  return (
    <OverviewCard as="section" $wide={wide}>
      <CardHead id={headingId} title={title}>
        <CsvButton title={title} table={csvOf(title, columns, rows)} fileName={csvFileName('folio', title, range.from, 'to', range.to)} />
      </CardHead>
      {description ? <Muted>{description}</Muted> : null}
      {rows.length === 0 ? <Muted>{empty}</Muted> : <DataTable labelledBy={headingId} columns={columns} rows={rows} rowKey={rowKey} />}
    </OverviewCard>
  );
}
