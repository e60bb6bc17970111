import type { AnalyticsOverview, Breakdown } from '@folio/contracts';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { formPath } from '../../sections/console-routes';
import { BreakdownCard } from './breakdown-card';
import type { Column } from './data-table';
import type { OverviewRange } from './overview-endpoints';
import { countryName, DEVICE_LABELS, EVENT_LABELS, formatCount, sourceLabel } from './overview-format';

const PostLink = styled(Link)`
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 600;
`;

/** A breakdown's columns: what the row is, then its visitors and page views (the CSV keeps the raw value, the table shows it for reading). */
function countsColumns<R extends Breakdown>(first: Column<R>): Column<R>[] {
  return [
    first,
    { header: 'Visitors', value: (row) => row.visitors, render: (row) => formatCount(row.visitors) },
    { header: 'Page views', value: (row) => row.pageviews, render: (row) => formatCount(row.pageviews) },
  ];
}

type Post = AnalyticsOverview['posts'][number];
type Event = AnalyticsOverview['events'][number];

const PAGE_COLUMNS = countsColumns<Breakdown>({ header: 'Page', value: (row) => row.value });
/** A post's title opens its edit form in the Blog section. */
const POST_COLUMNS = countsColumns<Post>({ header: 'Post', value: (row) => row.title, render: (row) => <PostLink to={formPath('blog-posts', row.id)}>{row.title}</PostLink> });
const SOURCE_COLUMNS = countsColumns<Breakdown>({ header: 'Source', value: (row) => sourceLabel(row.value) });
const CAMPAIGN_COLUMNS = countsColumns<Breakdown>({ header: 'Campaign', value: (row) => row.value });
const DEVICE_COLUMNS = countsColumns<AnalyticsOverview['devices'][number]>({ header: 'Device', value: (row) => DEVICE_LABELS[row.value] ?? row.value });
const COUNTRY_COLUMNS = countsColumns<Breakdown>({ header: 'Country', value: (row) => countryName(row.value) });
const EVENT_COLUMNS: Column<Event>[] = [
  { header: 'Event', value: (row) => EVENT_LABELS[row.name] ?? row.name },
  { header: 'Times', value: (row) => row.count, render: (row) => formatCount(row.count) },
  { header: 'Visitors', value: (row) => row.visitors, render: (row) => formatCount(row.visitors) },
];

const byValue = (row: { value: string }) => row.value;

/** The range's breakdowns, each a card with its table and its CSV. */
export function OverviewBreakdowns({ overview, range }: { overview: AnalyticsOverview; range: OverviewRange }) {
  return (
    <>
      <BreakdownCard title="Top pages" rows={overview.pages} columns={PAGE_COLUMNS} rowKey={byValue} range={range} empty="No page views in this range." />
      <BreakdownCard title="Top posts" rows={overview.posts} columns={POST_COLUMNS} rowKey={(row) => String(row.id)} range={range} empty="No post was read in this range." />
      <BreakdownCard
        title="Sources"
        rows={overview.sources}
        columns={SOURCE_COLUMNS}
        rowKey={byValue}
        range={range}
        empty="No visits in this range."
        description="The site a visitor came from, or the utm_source of the link they followed."
      />
      <BreakdownCard
        title="Campaigns"
        rows={overview.campaigns}
        columns={CAMPAIGN_COLUMNS}
        rowKey={byValue}
        range={range}
        empty="No visit came with a utm_campaign in this range."
      />
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
