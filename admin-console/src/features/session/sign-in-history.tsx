import { SIGN_IN_REASONS, type SignInOutcome, type SignInRecord } from '@folio/contracts';
import styled from 'styled-components';
import { errorMessage } from '../../api/errors';
import { useGetSignInsQuery } from './security-endpoints';

const Section = styled.section`
  display: grid;
  gap: 0.5rem;
  margin-top: 1.5rem;
`;

const Scroll = styled.div`
  max-height: 16rem;
  overflow: auto;
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 0.875rem;

  th,
  td {
    padding: 0.25rem 0.5rem;
    text-align: left;
    vertical-align: top;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const OUTCOMES: Record<SignInOutcome, string> = { success: 'Signed in', pending: 'Code asked', failure: 'Failed', refused: 'Refused' };

const when = (at: string) => new Date(at).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const timeOf = (at: string) => new Date(at).toLocaleTimeString(undefined, { timeStyle: 'short' });
/** A counted row's last attempt: nothing when it reads as its first, its time alone on the same day. */
function until(first: string, last: string): string | null {
  if (when(first) === when(last)) return null;
  return new Date(first).toDateString() === new Date(last).toDateString() ? timeOf(last) : when(last);
}

/** 'Failed: Wrong password ×110': failed and refused attempts come counted, one row per network, reason and hour. */
function outcomeOf(record: SignInRecord): string {
  const reason = SIGN_IN_REASONS[record.reason] ?? record.reason;
  // Kept beside the sign-ins, but no sign-in: its reason says it all.
  const text = record.reason === 'sign-out-everywhere' ? reason : `${OUTCOMES[record.outcome]}: ${reason}`;
  return record.count > 1 ? `${text} ×${record.count}` : text;
}

function Row({ record }: { record: SignInRecord }) {
  const last = until(record.at, record.lastAt);
  return (
    <tr>
      <td>
        <time dateTime={record.at}>{when(record.at)}</time>
        {last ? (
          <>
            {' to '}
            <time dateTime={record.lastAt}>{last}</time>
          </>
        ) : null}
      </td>
      <td>{record.address}</td>
      <td>{record.device}</td>
      <td>{outcomeOf(record)}</td>
    </tr>
  );
}

/**
 * The sign-in history: every sign-in, two-factor step and 'Sign out everywhere' of the last 90 days,
 * and the failed or refused attempts counted per network: a sign-in the owner does not recognise is the sign to act.
 */
export function SignInHistory() {
  const { data, error, isLoading } = useGetSignInsQuery(undefined, { refetchOnMountOrArgChange: true });
  return (
    <Section aria-labelledby="sign-in-history">
      <h3 id="sign-in-history">Recent sign-ins</h3>
      {isLoading ? <p role="status">Loading...</p> : null}
      {error ? <p role="alert">{errorMessage(error, 'The sign-ins could not be loaded')}</p> : null}
      {data && data.length === 0 ? <p>No sign-ins yet.</p> : null}
      {data && data.length > 0 ? (
        // Scrolls on its own: focusable, so that keyboard users can scroll it too.
        <Scroll tabIndex={0} role="region" aria-label="Recent sign-ins, scrollable">
          <Table aria-label="Recent sign-ins">
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Address</th>
                <th scope="col">Device</th>
                <th scope="col">Outcome</th>
              </tr>
            </thead>
            <tbody>
              {data.map((record, index) => (
                <Row key={`${record.at}-${index}`} record={record} />
              ))}
            </tbody>
          </Table>
        </Scroll>
      ) : null}
    </Section>
  );
}
