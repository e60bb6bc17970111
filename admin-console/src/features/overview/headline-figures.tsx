import { METRIC_LABELS, METRICS, metricOf, type AnalyticsOverview, type Metric } from '@folio/contracts';
import { VisuallyHidden } from '@folio/shared-ui';
import styled from 'styled-components';
import { changeText, formatCount, metricText, rangeText } from './overview-format';

const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 9.5rem), 1fr));
  gap: 0.75rem;
  grid-column: 1 / -1;
  margin: 0;
`;

const Figure = styled.div<{ $chosen?: boolean }>`
  position: relative;
  display: grid;
  gap: 0.25rem;
  align-content: start;
  padding: 1rem 1.25rem;
  border: 1px solid ${({ theme, $chosen }) => ($chosen ? theme.colors.primary : theme.colors.border)};
  box-shadow: ${({ theme, $chosen }) => ($chosen ? `inset 0 -3px 0 ${theme.colors.primary}` : theme.shadows.sm)};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background};
`;

/** The figure's name chooses the chart's metric; the whole tile is its target. */
const Choose = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  text-align: left;
  cursor: pointer;

  &::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: inherit;
  }
  &:focus-visible {
    outline: none;
  }
  &:focus-visible::after {
    outline: 3px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 2px;
  }
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

/**
 * The range's figures (Plausible's): visitors, visits, page views, views per visit, bounce rate,
 * visit duration and messages, each with its change against the previous period of the same
 * length; choosing one draws it in the chart. And who is on the site now (the last 5 minutes).
 * With a filter that cannot tell whose the messages are (they are kept without their senders), they are left out.
 */
export function HeadlineFigures({ overview, metric, onChoose }: { overview: AnalyticsOverview; metric: Metric; onChoose: (metric: Metric) => void }) {
  const previous = rangeText(overview.previous);
  const shown = METRICS.filter((key) => key !== 'messages' || overview.messagesKnown);
  return (
    <Figures>
      {shown.map((key) => {
        const now = metricOf(key, overview.totals) ?? 0;
        const before = metricOf(key, overview.previousTotals) ?? 0;
        return (
          <Figure key={key} $chosen={key === metric}>
            <Label>
              <Choose type="button" aria-pressed={key === metric} onClick={() => onChoose(key)}>
                {METRIC_LABELS[key]}
              </Choose>
            </Label>
            <Value>{metricText(key, overview.totals)}</Value>
            <Change title={`${metricText(key, overview.previousTotals)} in ${previous}`}>
              {changeText(now, before)}
              <VisuallyHidden> against the previous period ({metricText(key, overview.previousTotals)} from {previous})</VisuallyHidden>
              <span aria-hidden="true"> vs previous period</span>
            </Change>
          </Figure>
        );
      })}
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
