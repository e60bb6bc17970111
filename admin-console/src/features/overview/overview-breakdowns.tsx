import type { AnalyticsOverview, Breakdown, Metric, OverviewFilterDimension } from '@folio/contracts';
import { VisuallyHidden } from '@folio/shared-ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { formPath } from '../../sections/navigation/console-routes';
import { BreakdownCard } from './breakdown-card';
import type { Column } from './data-table';
import { FilterLink } from './filter-link';
import type { OverviewRange } from './overview-endpoints';
import { countryName, DEVICE_LABELS, EVENT_LABELS, formatCount, metricText, sourceLabel } from './overview-format';

const Post = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: 0.25rem 0.75rem;
`;

const EditLink = styled(Link)`
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 600;
`;

const counted = <R extends Breakdown>(header: string, of: (row: R) => number): Column<R> => ({ header, value: of, render: (row) => formatCount(of(row)) });
const metric = <R extends Breakdown>(header: string, chosen: Metric): Column<R> => ({ header, value: (row) => metricText(chosen, row), render: (row) => metricText(chosen, row) });

/** A breakdown's first column: its value, which filters the whole Overview (the CSV keeps the value as read). */
function filterColumn<R extends Breakdown>(header: string, dimension: OverviewFilterDimension, text: (row: R) => string): Column<R> {
  return { header, value: text, render: (row) => <FilterLink filter={{ dimension, value: row.value }}>{text(row)}</FilterLink> };
}

/** Pages are read by their views; where visits come from, by the visits themselves. */
const pageColumns = <R extends Breakdown>(first: Column<R>): Column<R>[] => [first, counted('Visitors', (row) => row.visitors), counted('Page views', (row) => row.pageviews)];
const visitColumns = <R extends Breakdown>(first: Column<R>): Column<R>[] => [
  first,
  counted('Visitors', (row) => row.visitors),
  counted('Visits', (row) => row.visits),
  metric('Bounce rate', 'bounceRate'),
  metric('Visit duration', 'visitDuration'),
];

type PostRow = AnalyticsOverview['posts'][number];
type Event = AnalyticsOverview['events'][number];
const asIs = (row: Breakdown) => row.value;

const PAGE_COLUMNS = pageColumns<Breakdown>(filterColumn('Page', 'page', asIs));
const ENTRY_COLUMNS = visitColumns<Breakdown>(filterColumn('Entry page', 'page', asIs));
const EXIT_COLUMNS: Column<Breakdown>[] = [filterColumn('Exit page', 'page', asIs), counted('Visitors', (row) => row.visitors), counted('Exits', (row) => row.visits)];
/** A post's title shows the Overview of its readers; 'Edit' opens it in the Blog section. */
const POST_COLUMNS = pageColumns<PostRow>({
  header: 'Post',
  value: (row) => row.title,
  render: (row) => (
    <Post>
      <FilterLink filter={{ dimension: 'page', value: row.value }}>{row.title}</FilterLink>
      <EditLink to={formPath('blog-posts', row.id)}>
        Edit<VisuallyHidden> {row.title}</VisuallyHidden>
      </EditLink>
    </Post>
  ),
});
const SOURCE_COLUMNS = visitColumns<Breakdown>(filterColumn('Source', 'source', (row) => sourceLabel(row.value)));
const CAMPAIGN_COLUMNS = visitColumns<Breakdown>(filterColumn('Campaign', 'campaign', asIs));
const DEVICE_COLUMNS = visitColumns<Breakdown>(filterColumn('Device', 'device', (row) => DEVICE_LABELS[row.value as keyof typeof DEVICE_LABELS] ?? row.value));
const COUNTRY_COLUMNS = visitColumns<Breakdown>(filterColumn('Country', 'country', (row) => countryName(row.value)));
const EVENT_COLUMNS: Column<Event>[] = [
  { header: 'Event', value: (row) => EVENT_LABELS[row.name] ?? row.name },
  { header: 'Times', value: (row) => row.count, render: (row) => formatCount(row.count) },
  { header: 'Visitors', value: (row) => row.visitors, render: (row) => formatCount(row.visitors) },
];

const byValue = (row: { value: string }) => row.value;

/** The range's breakdowns, each a card with its table and its CSV; a row's value filters the whole Overview. */
export function OverviewBreakdowns({ overview, range }: { overview: AnalyticsOverview; range: OverviewRange }) {
  return (
    <>
      <BreakdownCard title="Sources" rows={overview.sources} columns={SOURCE_COLUMNS} rowKey={byValue} range={range} empty="No visits in this range." description="The site a visit came from, or the utm_source of the link followed." />
      <BreakdownCard title="Top pages" rows={overview.pages} columns={PAGE_COLUMNS} rowKey={byValue} range={range} empty="No page views in this range." />
      <BreakdownCard title="Entry pages" rows={overview.entryPages} columns={ENTRY_COLUMNS} rowKey={byValue} range={range} empty="No visits in this range." description="The page each visit began on; a bounce is a visit of one page view." />
      <BreakdownCard title="Exit pages" rows={overview.exitPages} columns={EXIT_COLUMNS} rowKey={byValue} range={range} empty="No visits in this range." description="The page each visit ended on." />
      <BreakdownCard title="Top posts" rows={overview.posts} columns={POST_COLUMNS} rowKey={(row) => String(row.id)} range={range} empty="No post was read in this range." />
      <BreakdownCard title="Campaigns" rows={overview.campaigns} columns={CAMPAIGN_COLUMNS} rowKey={byValue} range={range} empty="No visit came with a utm_campaign in this range." />
      <BreakdownCard title="Devices" rows={overview.devices} columns={DEVICE_COLUMNS} rowKey={byValue} range={range} empty="No visits in this range." />
      <BreakdownCard title="Countries" rows={overview.countries} columns={COUNTRY_COLUMNS} rowKey={byValue} range={range} empty="No visits in this range." />
      <BreakdownCard
        title="Events"
        rows={overview.events}
        columns={EVENT_COLUMNS}
        rowKey={(row) => row.name}
        range={range}
        empty="No events in this range."
        description="What visitors did beside reading: personas chosen, case studies opened, links followed, searches, messages."
      />
    </>
  );
}
