import { PERSONA_TITLES, SUBSCRIBER_STATUS_LABELS, SUBSCRIBER_STATUSES, TAG_TYPES, type NewsletterSummary, type SubscriberStatus } from '@folio/contracts';
import { useId } from 'react';
import { formatCount } from './newsletter-format';
import { FiguresTable, Muted, Part, PartHeading, TableScroll } from './newsletter-table';

/** The column headings: the statuses' labels, 'Suppressed' without its explanation (the list's rows give it). */
const HEADINGS: Record<SubscriberStatus, string> = { ...SUBSCRIBER_STATUS_LABELS, suppressed: 'Suppressed' };
/** Subscribed first: what the owner looks for. */
const COLUMNS: readonly SubscriberStatus[] = ['confirmed', ...SUBSCRIBER_STATUSES.filter((status) => status !== 'confirmed')];

type Counts = Record<SubscriberStatus, number>;
const sum = (counts: Counts) => COLUMNS.reduce((total, status) => total + counts[status], 0);
const NONE: Counts = { pending: 0, confirmed: 0, unsubscribed: 0, suppressed: 0 };

function CountCells({ counts }: { counts: Counts }) {
  return (
    <>
      {COLUMNS.map((status) => (
        <td key={status}>{formatCount(counts[status])}</td>
      ))}
      <td>{formatCount(sum(counts))}</td>
    </>
  );
}

/** Each persona's addresses by status, and every address once in the last row. */
export function SubscriberCounts({ summary }: { summary: NewsletterSummary }) {
  const headingId = useId();
  return (
    <Part aria-labelledby={headingId}>
      <PartHeading id={headingId}>Subscribers by persona</PartHeading>
      <TableScroll tabIndex={0} role="group" aria-labelledby={headingId}>
        <FiguresTable aria-labelledby={headingId}>
          <thead>
            <tr>
              <th scope="col">Persona</th>
              {COLUMNS.map((status) => (
                <th key={status} scope="col">
                  {HEADINGS[status]}
                </th>
              ))}
              <th scope="col">Total</th>
            </tr>
          </thead>
          <tbody>
            {TAG_TYPES.map((persona) => (
              <tr key={persona}>
                <th scope="row">{PERSONA_TITLES[persona]}</th>
                <CountCells counts={summary.byPersona.find((row) => row.persona === persona) ?? NONE} />
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">All addresses</th>
              <CountCells counts={summary.total} />
            </tr>
          </tfoot>
        </FiguresTable>
      </TableScroll>
      <Muted>An address that follows two personas counts in both of their rows; ‘All addresses’ counts each address once.</Muted>
    </Part>
  );
}
