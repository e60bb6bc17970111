import { METRIC_LABELS, metricOf, type AnalyticsOverview, type Metric } from '@folio/contracts';
import { Button, Skeleton, visuallyHiddenStyles } from '@folio/shared-ui';
import { lazy, Suspense, useId, useState } from 'react';
import styled from 'styled-components';
import { csvFileName } from './csv';
import { csvOf, DataTable, type Column } from './data-table';
import { CardHead, CsvButton, Muted, OverviewCard } from './overview-card';
import { metricText, pointLabel, rangeText } from './overview-format';

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

const figure = (header: string, metric: Metric, of: (point: Point) => Point['before']): Column<Point> => ({
  header,
  value: (point) => {
    const counts = of(point);
    return counts ? metricOf(metric, counts) : undefined;
  },
  render: (point) => {
    const counts = of(point);
    return counts ? metricText(metric, counts) : '—';
  },
});

function columnsOf(interval: AnalyticsOverview['interval'], metric: Metric): Column<Point>[] {
  const label = METRIC_LABELS[metric];
  return [
    { header: interval === 'month' ? 'Month' : 'Day', value: (point) => point.date, render: (point) => pointLabel(point.date) },
    figure(label, metric, (point) => point),
    { header: 'Previous period', value: (point) => point.before?.date, render: (point) => (point.before ? pointLabel(point.before.date) : '—') },
    figure(`${label} before`, metric, (point) => point.before),
  ];
}

/** One metric (the headline figure chosen) over the range, against the previous period (dashed), as a chart and as a table. */
export function SeriesCard({ overview, metric }: { overview: AnalyticsOverview; metric: Metric }) {
  const headingId = useId();
  const tableId = useId();
  const [tableShown, setTableShown] = useState(false);
  const title = `${METRIC_LABELS[metric]} by ${overview.interval}`;
  const points: Point[] = overview.series.map((point, index) => ({ ...point, before: overview.previousSeries[index] }));
  const columns = columnsOf(overview.interval, metric);

  return (
    <OverviewCard as="section" $wide>
      <CardHead id={headingId} title={title}>
        <Button $variant="outline" $size="sm" aria-expanded={tableShown} aria-controls={tableId} onClick={() => setTableShown((shown) => !shown)}>
          {tableShown ? 'Hide table' : 'Show as table'}
        </Button>
        <CsvButton title={title} table={csvOf(title, columns, points)} fileName={csvFileName('folio', METRIC_LABELS[metric], overview.range.from, 'to', overview.range.to)} />
      </CardHead>
      <Muted>
        {rangeText(overview.range)}; the dashed line is the previous period, {rangeText(overview.previous)}. Choose a figure above to draw it.
      </Muted>
      {/* The canvas says nothing to a screen reader: the table below holds the same figures. */}
      <div aria-hidden="true">
        <Suspense fallback={<ChartFallback />}>
          <SeriesChart overview={overview} metric={metric} />
        </Suspense>
      </div>
      <TableBox id={tableId} $shown={tableShown}>
        <DataTable labelledBy={headingId} columns={columns} rows={points} rowKey={(point) => point.date} focusable={tableShown} />
      </TableBox>
    </OverviewCard>
  );
}
