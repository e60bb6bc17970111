import { RANGE_PRESETS } from '@folio/contracts';
import { busyBar, Button, CardDescription } from '@folio/shared-ui';
import { useId } from 'react';
import styled from 'styled-components';
import { errorMessage } from '../../api/errors';
import { ErrorBox, Message } from '../../sections/list/list-styles';
import { Notice } from '../../sections/widgets/notice-styles';
import { Heading, HeaderText } from '../../sections/section-frame';
import { SubscriptionsCard } from '../newsletter/screens';
import { FilterChips } from './filter-chips';
import { FunnelCard } from './funnel-card';
import { HeadlineFigures } from './headline-figures';
import { OverviewBreakdowns } from './overview-breakdowns';
import { OverCapNotice } from './over-cap-notice';
import { useGetAnalyticsOverviewQuery } from './overview-endpoints';
import { rangeText } from './overview-format';
import { DEFAULT_PRESET } from './overview-range';
import { PersonaCard } from './persona-card';
import { PrivacyCard } from './privacy-card';
import { RangePicker } from './range-picker';
import { SeriesCard } from './series-card';
import { useOverviewFilter } from './use-overview-filter';
import { useOverviewRange } from './use-overview-range';

const Screen = styled.section`
  display: grid;
  gap: 1.25rem;
  min-width: 0;
`;

/** One column on a phone; as many cards of at least 22rem as fit beside each other on a wider screen. */
const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 22rem), 1fr));
  align-items: start;
  gap: 1rem;
  min-width: 0;
  ${busyBar}
`;

const Problem = styled(Notice)`
  border-left-color: ${({ theme }) => theme.colors.danger};
`;

const Failed = styled(ErrorBox)`
  grid-column: 1 / -1;
`;

const Empty = styled(Message)`
  display: grid;
  gap: 0.5rem;
  grid-column: 1 / -1;
`;

/**
 * The console's first screen (/admin/overview): the site's visitors by persona over a range in the
 * address, against the period before it, with every breakdown as a table and a CSV; then how the
 * figures are counted and the owner's privacy actions.
 */
export function OverviewScreen() {
  const headingId = useId();
  const { choice, problem, today, choose } = useOverviewRange();
  const { filter, problem: filterProblem, metric, chooseFilter, chooseMetric } = useOverviewFilter();
  const range = { from: choice.from, to: choice.to };
  const overview = useGetAnalyticsOverviewQuery({ ...range, filter });
  // The range shown until the next has arrived, so the cards do not blink away on each change.
  const shown = overview.currentData ?? overview.data;
  // Messages of a filter that cannot tell whose they are: the chart draws visitors instead.
  const chartMetric = metric === 'messages' && shown && !shown.messagesKnown ? 'visitors' : metric;
  const empty = shown && shown.totals.visitors === 0 && shown.totals.pageviews === 0 && shown.totals.messages === 0;

  return (
    <Screen aria-labelledby={headingId}>
      <HeaderText>
        <Heading id={headingId}>Overview</Heading>
        <CardDescription>
          Who visits the site, through which persona, from where, and what they do: {rangeText(range)} (UTC days), against the {choice.preset === 'custom' ? 'days' : 'period'} just before.
          Any row of a table (a source, a page, a country, …) shows the whole overview for its visits alone.
        </CardDescription>
      </HeaderText>
      <RangePicker choice={choice} today={today} onChoose={choose} />
      <FilterChips filter={filter} onRemove={() => chooseFilter(null)} />
      {filterProblem ? <Problem role="alert">This address asks for a filter the overview cannot show ({filterProblem}). Showing every visit instead.</Problem> : null}
      {problem ? (
        <Problem role="alert">
          {problem} Showing {RANGE_PRESETS[DEFAULT_PRESET].toLowerCase()} instead.
        </Problem>
      ) : null}
      <Grid aria-busy={overview.isFetching ? true : undefined}>
        {overview.isError ? (
          <Failed role="alert">
            <p>Couldn&apos;t load the overview: {errorMessage(overview.error, 'API request failed')}</p>
            <Button $variant="outline" $size="sm" onClick={() => void overview.refetch()}>
              Try again
            </Button>
          </Failed>
        ) : !shown ? (
          <Empty role="status">Loading the overview...</Empty>
        ) : empty && filter ? (
          <Empty>
            <strong>No visits of this filter in this range.</strong>
            <span>Remove the filter or choose another range.</span>
          </Empty>
        ) : empty ? (
          <>
            <Empty>
              <strong>No visits in this range yet.</strong>
              <span>The public site counts visits without cookies as they come in: the figures, charts and tables appear here from the first one.</span>
            </Empty>
            <SubscriptionsCard />
          </>
        ) : (
          <>
            <OverCapNotice overview={shown} />
            <HeadlineFigures overview={shown} metric={chartMetric} onChoose={chooseMetric} />
            {/* Beside the messages: a subscription is a conversion too. */}
            {filter ? null : <SubscriptionsCard />}
            <SeriesCard overview={shown} metric={chartMetric} />
            <FunnelCard overview={shown} range={range} />
            <PersonaCard overview={shown} range={range} />
            <OverviewBreakdowns overview={shown} range={range} />
          </>
        )}
        <PrivacyCard />
      </Grid>
    </Screen>
  );
}
