import { dayOf, METRIC_LABELS, metricOf, type AnalyticsOverview, type Metric } from '@folio/contracts';
import { useThemeSettings } from '@folio/shared-ui';
import { useEffect, useRef } from 'react';
import styled, { useTheme } from 'styled-components';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { metricText, pointLabel, timeOfPoint } from './overview-format';

/**
 * The overview's chart, drawn by uPlot on a canvas. Loaded on its own (React.lazy in series-card.tsx)
 * so the figures and tables show before uPlot has arrived, and only the console ever loads it.
 */

const HEIGHT = 260;

const Box = styled.div`
  min-height: ${HEIGHT}px;

  /* uPlot's legend under the chart, in the page's type. */
  .u-legend {
    font-size: 0.8125rem;
    color: ${({ theme }) => theme.colors.text};
  }
`;

/** A canvas cannot read custom properties: the theme's var(--…) colours are resolved against the root as they are now. */
function resolved(colour: string): string {
  const name = /^var\((--[\w-]+)\)$/.exec(colour)?.[1];
  if (!name) return colour;
  return getComputedStyle(document.documentElement).getPropertyValue(name).trim() || '#64748b';
}

/** The previous period's counts, point for point beside the range's (the two are as long; a missing point reads as none). */
const DAY = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const MONTH = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });
const alignedTo = (length: number, values: (number | null)[]): (number | null)[] => Array.from({ length }, (_, index) => values[index] ?? null);

/** A y tick: counts as counts, a rate, a duration or views per visit as their figures read. */
function tickText(metric: Metric, value: number): string {
  if (metric === 'bounceRate') return `${Math.round(value)} %`;
  if (metric === 'visitDuration') return metricText('visitDuration', { visitors: 0, visits: 1, pageviews: 0, bounces: 0, duration: value });
  if (metric === 'viewsPerVisit') return metricText('viewsPerVisit', { visitors: 0, visits: 1, pageviews: value, bounces: 0, duration: 0 });
  return String(value);
}

export default function SeriesChart({ overview, metric }: { overview: AnalyticsOverview; metric: Metric }) {
  const box = useRef<HTMLDivElement>(null);
  const theme = useTheme();
  // The mode and accent decide what the custom properties hold: a switch draws the chart again.
  const { mode, primaryColour } = useThemeSettings();

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const colour = {
      line: resolved(theme.colors.primary),
      axis: resolved(theme.colors.textMuted),
      grid: resolved(theme.colors.border),
    };
    const { series, previousSeries, interval } = overview;
    const length = series.length;
    const label = METRIC_LABELS[metric];
    const data: uPlot.AlignedData = [
      series.map((point) => timeOfPoint(point.date) / 1000),
      series.map((point) => metricOf(metric, point)),
      alignedTo(length, previousSeries.map((point) => metricOf(metric, point))),
    ];
    const dash = [6, 4];
    const axis = { stroke: colour.axis, grid: { stroke: colour.grid, width: 1 }, ticks: { stroke: colour.grid, width: 1 } };
    // The x axis marks the series' own points (days or months, never hours), as many as fit one every 64 px.
    const points = data[0] as number[];
    const xAxis: uPlot.Axis = {
      ...axis,
      splits: (chart) => points.filter((_, index) => index % Math.max(1, Math.ceil(points.length / Math.max(2, Math.floor(chart.bbox.width / devicePixelRatio / 64)))) === 0),
      values: (_chart, splits) => splits.map((seconds) => (interval === 'month' ? MONTH : DAY).format(seconds * 1000)),
    };
    const options: uPlot.Options = {
      width: element.clientWidth,
      height: HEIGHT,
      // The API's days are UTC days: the axis writes them so, wherever the owner is.
      tzDate: (seconds) => uPlot.tzDate(new Date(seconds * 1000), 'Etc/UTC'),
      scales: {
        x: { time: true },
        y: { range: (_chart, _min, max) => [0, Math.max(max ?? 0, metric === 'bounceRate' ? 10 : 4) * 1.1] },
      },
      series: [
        { label: interval === 'month' ? 'Month' : 'Day', value: (_chart, seconds) => (seconds == null ? '—' : pointLabel(dayOf(seconds * 1000).slice(0, interval === 'month' ? 7 : 10))) },
        { label, stroke: colour.line, width: 2 },
        // The previous period without point marks: the dashes alone set it apart, and the chart stays light.
        { label: `${label}, previous period`, stroke: colour.line, width: 1.5, dash, points: { show: false } },
      ],
      // The y axis writes the metric as the figures do (a rate in %, a duration in minutes).
      axes: [xAxis, { ...axis, values: (_chart, splits) => splits.map((value) => tickText(metric, value)) }],
      // The legend names the lines; the figures themselves are in the table beside the chart.
      legend: { live: false },
    };
    const chart = new uPlot(options, data, element);
    // The card's width follows the window (and the grid's columns): the chart follows the card.
    const observer = new ResizeObserver(() => chart.setSize({ width: element.clientWidth, height: HEIGHT }));
    observer.observe(element);
    return () => {
      observer.disconnect();
      chart.destroy();
    };
  }, [overview, metric, theme, mode, primaryColour]);

  return <Box ref={box} />;
}
