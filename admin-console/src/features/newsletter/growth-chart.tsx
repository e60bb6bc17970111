import type { NewsletterSummary } from '@folio/contracts';
import { Button, visuallyHiddenStyles } from '@folio/shared-ui';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { formatCount } from './newsletter-format';
import { FiguresTable, Muted, Part, PartHeading, TableScroll } from './newsletter-table';

type Day = NewsletterSummary['growth'][number];

/** Each day a slot 10 units wide; confirmations rise above the middle line, departures hang below it. */
const SLOT = 10;
const HALF = 60;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem 1rem;
`;

const Chart = styled.svg`
  display: block;
  width: 100%;
  height: 8rem;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Confirmed = styled.rect`
  fill: ${({ theme }) => theme.colors.primary};
`;

const Left = styled.rect`
  fill: ${({ theme }) => theme.colors.textMuted};
`;

const Middle = styled.line`
  stroke: ${({ theme }) => theme.colors.border};
  stroke-width: 1;
  vector-effect: non-scaling-stroke;
`;

const Axis = styled.div`
  display: flex;
  justify-content: space-between;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.8125rem;
`;

const Legend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem 1rem;
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: 0.8125rem;

  & li {
    display: inline-flex;
    align-items: center;
    gap: 0.375rem;
  }
`;

const Swatch = styled.span<{ $left?: boolean }>`
  display: inline-block;
  width: 0.75rem;
  height: 0.75rem;
  border-radius: 2px;
  background: ${({ theme, $left }) => ($left ? theme.colors.textMuted : theme.colors.primary)};
`;

/** The table stays readable by screen readers while hidden from sight; 'Show as table' shows it to everyone. */
const TableBox = styled.div<{ $shown: boolean }>`
  min-width: 0;
  ${({ $shown }) => ($shown ? '' : visuallyHiddenStyles)}
`;

const dayFormat = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
/** A UTC day ('2026-11-03') written for reading. */
export const dayText = (day: string): string => dayFormat.format(Date.parse(`${day}T00:00:00Z`));

/** '34 confirmed and 5 left in the last 90 days'. */
export function growthText(growth: readonly Day[]): string {
  const confirmed = growth.reduce((sum, day) => sum + day.confirmed, 0);
  const left = growth.reduce((sum, day) => sum + day.left, 0);
  return `${formatCount(confirmed)} confirmed and ${formatCount(left)} left in the last ${growth.length} days`;
}

/**
 * Confirmations and departures per day over the last 90 days, as bars in plain SVG (no chart library
 * for two short series) with the same figures in a table for screen readers, shown on demand.
 */
export function GrowthChart({ growth }: { growth: readonly Day[] }) {
  const headingId = useId();
  const tableId = useId();
  const [tableShown, setTableShown] = useState(false);
  const peak = Math.max(1, ...growth.map((day) => Math.max(day.confirmed, day.left)));
  const height = (value: number) => (value / peak) * (HALF - 4);
  const active = growth.filter((day) => day.confirmed > 0 || day.left > 0);
  const summary = growthText(growth);

  return (
    <Part aria-labelledby={headingId}>
      <Head>
        <PartHeading id={headingId}>Growth over the last {growth.length} days</PartHeading>
        <Button $variant="outline" $size="sm" aria-expanded={tableShown} aria-controls={tableId} onClick={() => setTableShown((shown) => !shown)}>
          {tableShown ? 'Hide table' : 'Show as table'}
        </Button>
      </Head>
      <Muted>{summary} (UTC days).</Muted>
      {/* The bars say nothing more than the summary above and the table below: hidden from screen readers. */}
      <div aria-hidden="true">
        <Chart viewBox={`0 0 ${Math.max(1, growth.length) * SLOT} ${HALF * 2}`} preserveAspectRatio="none" focusable="false">
          {growth.map((day, index) => (
            <g key={day.day}>
              {day.confirmed > 0 ? <Confirmed x={index * SLOT + 1} y={HALF - height(day.confirmed)} width={SLOT - 2} height={height(day.confirmed)} /> : null}
              {day.left > 0 ? <Left x={index * SLOT + 1} y={HALF} width={SLOT - 2} height={height(day.left)} /> : null}
            </g>
          ))}
          <Middle x1={0} x2={growth.length * SLOT} y1={HALF} y2={HALF} />
        </Chart>
        {growth.length > 0 ? (
          <Axis>
            <span>{dayText(growth[0]!.day)}</span>
            <span>{dayText(growth.at(-1)!.day)}</span>
          </Axis>
        ) : null}
        <Legend>
          <li>
            <Swatch /> Confirmed (above the line)
          </li>
          <li>
            <Swatch $left /> Left: unsubscribed or suppressed (below)
          </li>
        </Legend>
      </div>
      <TableBox id={tableId} $shown={tableShown}>
        {active.length === 0 ? (
          <Muted>No one confirmed or left in these days.</Muted>
        ) : (
          <TableScroll tabIndex={tableShown ? 0 : undefined} $scrolls={tableShown} role="group" aria-labelledby={headingId}>
            <FiguresTable aria-labelledby={headingId}>
              <thead>
                <tr>
                  <th scope="col">Day</th>
                  <th scope="col">Confirmed</th>
                  <th scope="col">Left</th>
                </tr>
              </thead>
              <tbody>
                {active.map((day) => (
                  <tr key={day.day}>
                    <th scope="row">{dayText(day.day)}</th>
                    <td>{formatCount(day.confirmed)}</td>
                    <td>{formatCount(day.left)}</td>
                  </tr>
                ))}
              </tbody>
            </FiguresTable>
          </TableScroll>
        )}
      </TableBox>
    </Part>
  );
}
