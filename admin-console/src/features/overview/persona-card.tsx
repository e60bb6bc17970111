import { TAG_TYPES, type AnalyticsOverview } from '@folio/contracts';
import { FilterLink } from './filter-link';
import { BreakdownCard } from './breakdown-card';
import type { Column } from './data-table';
import type { OverviewRange } from './overview-endpoints';
import { formatCount, personaName } from './overview-format';
import { PersonaName } from './persona-swatch';

type PersonaRow = AnalyticsOverview['personas'][number];

const count = (header: string, of: (row: PersonaRow) => number): Column<PersonaRow> => ({ header, value: of, render: (row) => formatCount(of(row)) });

const COLUMNS: Column<PersonaRow>[] = [
  {
    header: 'Persona',
    value: (row) => personaName(row.persona),
    render: (row) => (
      <FilterLink filter={{ dimension: 'persona', value: row.persona }}>
        <PersonaName persona={row.persona} />
      </FilterLink>
    ),
  },
  count('Visitors', (row) => row.visitors),
  count('Page views', (row) => row.pageviews),
  count('Times chosen', (row) => row.chosen),
  count('Messages', (row) => row.messages),
];

/** The personas with something in the range, in the site's order (no zero rows). */
export const personaRows = (personas: AnalyticsOverview['personas']): PersonaRow[] =>
  TAG_TYPES.flatMap((persona) => personas.filter((row) => row.persona === persona && row.visitors + row.pageviews + row.chosen + row.messages > 0));

/** What each persona brought: visitors of its pages, page views, how often it was chosen, messages sent through it. */
export function PersonaCard({ overview, range }: { overview: AnalyticsOverview; range: OverviewRange }) {
  return (
    <BreakdownCard
      title="Personas"
      wide
      rows={personaRows(overview.personas)}
      columns={COLUMNS}
      rowKey={(row) => row.persona}
      range={range}
      empty="No persona was visited in this range."
      description="Visitors of each persona’s pages, how often it was chosen, and the messages sent from it."
    />
  );
}
