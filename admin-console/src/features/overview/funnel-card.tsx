import { FUNNEL_STEP_LABELS, FUNNEL_STEPS, PRIMARY_COLOURS, TAG_TYPES, type AnalyticsOverview, type TagType } from '@folio/contracts';
import { useId } from 'react';
import styled from 'styled-components';
import { csvFileName } from './csv';
import { csvOf, DataTable, type Column } from './data-table';
import { CardHead, CsvButton, Muted, OverviewCard } from './overview-card';
import type { OverviewRange } from './overview-endpoints';
import { formatCount, percentOf, percentText, personaName } from './overview-format';
import { PersonaName } from './persona-swatch';

const Funnels = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 19rem), 1fr));
  gap: 1.25rem;
`;

const Funnel = styled.div`
  display: grid;
  gap: 0.5rem;
  min-width: 0;
`;

const PersonaHeading = styled.h4`
  font-size: 0.9375rem;
  font-weight: 700;
`;

const Share = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: flex-end;
  gap: 0.5rem;
`;

/** The step's share of the first, drawn; the number beside it is what is read out. */
const Bar = styled.span`
  display: inline-block;
  width: 4rem;
  height: 0.5rem;

  @media ${({ theme }) => theme.media.mobile} {
    width: 2.5rem;
  }
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.colors.border};
  overflow: hidden;

  & > span {
    display: block;
    height: 100%;
    border-radius: inherit;
  }
`;

interface StepRow {
  persona: TagType;
  step: (typeof FUNNEL_STEPS)[number];
  visitors: number;
  percent: number | null;
}

/** A persona's four steps in order (a step with nobody as 0), each as a share of the first. */
export function funnelRows(funnels: AnalyticsOverview['funnels'], persona: TagType): StepRow[] {
  const steps = funnels.find((funnel) => funnel.persona === persona)?.steps ?? [];
  const visitors = FUNNEL_STEPS.map((step) => steps.find((row) => row.step === step)?.visitors ?? 0);
  return FUNNEL_STEPS.map((step, index) => ({ persona, step, visitors: visitors[index]!, percent: percentOf(visitors[index]!, visitors[0]!) }));
}

const COLUMNS: Column<StepRow>[] = [
  { header: 'Step', value: (row) => FUNNEL_STEP_LABELS[row.step] },
  { header: 'Visitors', value: (row) => row.visitors, render: (row) => formatCount(row.visitors) },
  {
    header: 'Of the first step',
    value: (row) => row.percent,
    render: (row) => (
      <Share>
        <Bar aria-hidden="true">
          <span style={{ width: `${Math.min(row.percent ?? 0, 100)}%`, background: PRIMARY_COLOURS[row.persona] }} />
        </Bar>
        {percentText(row.percent)}
      </Share>
    ),
  },
];
const CSV_COLUMNS: Column<StepRow>[] = [{ header: 'Persona', value: (row) => personaName(row.persona) }, ...COLUMNS.slice(0, 2), { header: 'Of the first step (%)', value: (row) => row.percent }];

function PersonaFunnel({ persona, rows }: { persona: TagType; rows: StepRow[] }) {
  const headingId = useId();
  return (
    <Funnel>
      <PersonaHeading id={headingId}>
        <PersonaName persona={persona} />
      </PersonaHeading>
      <DataTable labelledBy={headingId} columns={COLUMNS} rows={rows} rowKey={(row) => row.step} />
    </Funnel>
  );
}

/**
 * Each persona's way from its own pages to a message: how many visitors took each step, and what
 * share of the first that is. Only the personas someone came to.
 */
export function FunnelCard({ overview, range }: { overview: AnalyticsOverview; range: OverviewRange }) {
  const headingId = useId();
  const funnels = TAG_TYPES.map((persona) => ({ persona, rows: funnelRows(overview.funnels, persona) })).filter((funnel) => funnel.rows[0]!.visitors > 0);
  if (funnels.length === 0) return null;
  const title = 'Funnel by persona';
  return (
    <OverviewCard as="section" $wide>
      <CardHead id={headingId} title={title}>
        <CsvButton title={title} table={csvOf(title, CSV_COLUMNS, funnels.flatMap((funnel) => funnel.rows))} fileName={csvFileName('folio', 'funnels', range.from, 'to', range.to)} />
      </CardHead>
      <Muted>Each funnel starts with the visitors who came to the persona’s pages (from the chooser, a link or a search); each step counts the visitors of a day who also took every step before it that day.</Muted>
      <Funnels>
        {funnels.map((funnel) => (
          <PersonaFunnel key={funnel.persona} persona={funnel.persona} rows={funnel.rows} />
        ))}
      </Funnels>
    </OverviewCard>
  );
}
