import type { AnalyticsOverview } from '@folio/contracts';
import { Button, Skeleton, visuallyHiddenStyles } from '@folio/shared-ui';
import { lazy, Suspense, useId, useState } from 'react';
import styled from 'styled-components';
import { csvFileName } from './csv';
import { csvOf, DataTable, type Column } from './data-table';
import { CardHead, CsvButton, Muted, OverviewCard } from './overview-card';
import { formatCount, pointLabel, rangeText } from './overview-format';

/** uPlot and its chart come in a chunk of their own, after the rest of the overview has shown. */
const SeriesChart = lazy(() => import('./series-chart'));

/** The table stays readable by screen readers while hidden from sight; 'Show as table' shows it to everyone. */
const TableBox = styled.div<{ $shown: boolean }>`
  min-width: 0;
  ${({ $shown }) => ($shown ? '' : visuallyHiddenStyles)}
`;

const ChartFallback = styled(Skeleton)`
  height: 260px;
`;

type Point = AnalyticsOverview['series'][number] & { before?: AnalyticsOverview['previousSeries'][number] };

const count = (header: string, of: (point: Point) => number | undefined): Column<Point> => ({
  header,
  value: of,
  render: (point) => (of(point) === undefined ? '—' : formatCount(of(point)!)),
});

function columnsOf(interval: AnalyticsOverview['interval']): Column<Point>[] {
  return [
    { header: interval === 'month' ? 'Month' : 'Day', value: (point) => point.date, render: (point) => pointLabel(point.date) },
    count('Visitors', (point) => point.visitors),
    count('Page views', (point) => point.pageviews),
    count('Messages', (point) => point.messages),
    { header: 'Previous period', value: (point) => point.before?.date, render: (point) => (point.before ? pointLabel(point.before.date) : '—') },
    count('Visitors before', (point) => point.before?.visitors),
    count('Page views before', (point) => point.before?.pageviews),
    count('Messages before', (point) => point.before?.messages),
  ];
}

/** Visitors, page views and messages over the range, against the previous period (dashed), as a chart and as a table. */
export function SeriesCard({ overview }: { overview: AnalyticsOverview }) {
  const headingId = useId();
  const tableId = useId();
  const [tableShown, setTableShown] = useState(false);
  const title = `Visitors, page views and messages by ${overview.interval}`;
  const points: Point[] = overview.series.map((point, index) => ({ ...point, before: overview.previousSeries[index] }));
  const columns = columnsOf(overview.interval);

  return (
    <OverviewCard as="section" $wide>
      <CardHead id={headingId} title={title}>
        <Button $variant="outline" $size="sm" aria-expanded={tableShown} aria-controls={tableId} onClick={() => setTableShown((shown) => !shown)}>
          {tableShown ? 'Hide table' : 'Show as table'}
        </Button>
        <CsvButton title={title} table={csvOf(title, columns, points)} fileName={csvFileName('folio', 'series', overview.range.from, 'to', overview.range.to)} />
      </CardHead>
      <Muted>
        {rangeText(overview.range)}; the dashed lines are the previous period, {rangeText(overview.previous)}.
      </Muted>
      {/* The canvas says nothing to a screen reader: the table below holds the same figures. */}
      <div aria-hidden="true">
        <Suspense fallback={<ChartFallback />}>
          <SeriesChart overview={overview} />
        </Suspense>
      </div>
      <TableBox id={tableId} $shown={tableShown}>
        <DataTable labelledBy={headingId} columns={columns} rows={points} rowKey={(point) => point.date} focusable={tableShown} />
      </TableBox>
    </OverviewCard>
  );
}
