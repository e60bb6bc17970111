import { TAG_TYPES, type MessageSummary } from '@folio/contracts';
import styled from 'styled-components';
import { personaLabel } from './inbox-format';

const Scroll = styled.div`
  overflow-x: auto;
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 0.875rem;

  caption {
    padding-bottom: 0.5rem;
    font-size: 1rem;
    font-weight: 700;
    text-align: left;
  }
  th,
  td {
    padding: 0.375rem 0.5rem;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: right;
    vertical-align: top;
  }
  th[scope='row'],
  thead th:first-child {
    text-align: left;
  }
  thead th {
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: 600;
  }
  td {
    font-variant-numeric: tabular-nums;
  }

  @media ${({ theme }) => theme.media.mobile} {
    th,
    td {
      padding: 0.375rem 0.25rem;
    }
  }
`;

type Leads = MessageSummary['byPersona'][number];

/** Every persona in the usual order, with no leads as zeros; messages from no persona last, when there are any. */
function rowsOf(summary: MessageSummary): Leads[] {
  const of = (persona: Leads['persona']) => summary.byPersona.find((row) => row.persona === persona);
  const personas = TAG_TYPES.map((persona) => of(persona) ?? { persona, last7: 0, last30: 0, last90: 0 });
  const none = of(null);
  return none && none.last90 > 0 ? [...personas, none] : personas;
}

/** How many messages each persona's page brought over the last 7, 30 and 90 days, as the summary counts them. */
export function LeadsPanel({ summary }: { summary: MessageSummary | undefined }) {
  if (!summary) return null;
  return (
    <Scroll>
      <Table>
        <caption>Leads per persona</caption>
        <thead>
          <tr>
            <th scope="col">Persona</th>
            <th scope="col">Last 7 days</th>
            <th scope="col">Last 30 days</th>
            <th scope="col">Last 90 days</th>
          </tr>
        </thead>
        <tbody>
          {rowsOf(summary).map((row) => (
            <tr key={row.persona ?? 'none'}>
              <th scope="row">{personaLabel(row.persona)}</th>
              <td>{row.last7}</td>
              <td>{row.last30}</td>
              <td>{row.last90}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Scroll>
  );
}
