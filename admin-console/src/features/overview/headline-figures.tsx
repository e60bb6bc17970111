import type { AnalyticsOverview, Counts } from '@folio/contracts';
import { VisuallyHidden } from '@folio/shared-ui';
import styled from 'styled-components';
import { changeText, formatCount, rangeText } from './overview-format';

const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 9.5rem), 1fr));
  gap: 0.75rem;
  grid-column: 1 / -1;
  margin: 0;
`;

const Figure = styled.div`
  display: grid;
  gap: 0.25rem;
  align-content: start;
  padding: 1rem 1.25rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background};
  box-shadow: ${({ theme }) => theme.shadows.sm};
`;

const Label = styled.dt`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.875rem;
  font-weight: 600;
`;

const Value = styled.dd`
  margin: 0;
  font-size: 1.75rem;
  font-weight: 700;
  line-height: 1.2;
  font-variant-numeric: tabular-nums;
`;

const Change = styled.dd`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.8125rem;
`;

const Pulse = styled.span`
  display: inline-block;
  width: 0.5rem;
  height: 0.5rem;
  margin-right: 0.375rem;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primary};
  vertical-align: middle;
`;

const FIGURES: { key: keyof Counts; label: string }[] = [
  { key: 'visitors', label: 'Visitors' },
  { key: 'pageviews', label: 'Page views' },
  { key: 'messages', label: 'Messages' },
];

/**
 * The range's visitors, page views and messages, each with its change against the previous period
 * of the same length; and who is on the site now (the last 5 minutes), whatever the range.
 */
export function HeadlineFigures({ overview }: { overview: AnalyticsOverview }) {
  const previous = rangeText(overview.previous);
  return (
    <Figures>
      {FIGURES.map(({ key, label }) => (
        <Figure key={key}>
          <Label>{label}</Label>
          <Value>{formatCount(overview.totals[key])}</Value>
          <Change title={`${formatCount(overview.previousTotals[key])} in ${previous}`}>
            {changeText(overview.totals[key], overview.previousTotals[key])}
            <VisuallyHidden> against the previous period ({formatCount(overview.previousTotals[key])} from {previous})</VisuallyHidden>
            <span aria-hidden="true"> vs previous period</span>
          </Change>
        </Figure>
      ))}
      <Figure>
        <Label>
          <Pulse aria-hidden="true" />
          Live now
        </Label>
        <Value>{formatCount(overview.live)}</Value>
        <Change>visitors in the last 5 minutes</Change>
      </Figure>
    </Figures>
  );
}
