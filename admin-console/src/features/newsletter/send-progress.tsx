import { RECIPIENT_STATE_LABELS, RECIPIENT_STATES, type NewsletterSend } from '@folio/contracts';
import { useId } from 'react';
import styled from 'styled-components';
import { errorMessage } from '../../api/errors';
import { dateText, formatCount, sendTotals } from './newsletter-format';
import { newsletterApi, useGetNewsletterSendQuery } from './newsletter-endpoints';

/** How often a send still going is read again. */
export const PROGRESS_POLL_MS = 2000;

const Box = styled.section`
  display: grid;
  gap: 0.75rem;
  padding: 1rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

const Heading = styled.h3`
  font-size: 1rem;
  font-weight: 700;
`;

const Counts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(6rem, 1fr));
  gap: 0.5rem;
  margin: 0;

  & div {
    display: grid;
    gap: 0.125rem;
  }
  & dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.8125rem;
    font-weight: 600;
  }
  & dd {
    margin: 0;
    font-size: 1.25rem;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
`;

const Bar = styled.progress`
  width: 100%;
  height: 0.625rem;
  appearance: none;
  border: none;
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.colors.border};
  overflow: hidden;

  &::-webkit-progress-bar {
    background: ${({ theme }) => theme.colors.border};
  }
  &::-webkit-progress-value {
    background: ${({ theme }) => theme.colors.primary};
  }
  &::-moz-progress-bar {
    background: ${({ theme }) => theme.colors.primary};
  }
`;

const Problem = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  font-size: 0.875rem;
`;

/** What the live region reads: where the send stands, in one sentence. */
export function progressText(send: NewsletterSend): string {
  const { total, handled } = sendTotals(send);
  const { sent, failed, suppressed } = send.counts;
  const outcome = `${formatCount(sent)} sent, ${formatCount(failed)} failed, ${formatCount(suppressed)} suppressed`;
  if (send.status === 'done') return `Done${send.finishedAt ? ` on ${dateText(send.finishedAt)}` : ''}: ${outcome}, of ${formatCount(total)}.`;
  return `Sending: ${formatCount(handled)} of ${formatCount(total)} handled (${outcome}).`;
}

/**
 * A send's progress: its recipients queued, sent, failed and suppressed, and a bar of those dealt
 * with. Read again every 2 seconds while it is sending; once done, no more.
 */
export function SendProgress({ id }: { id: number }) {
  const headingId = useId();
  const known = newsletterApi.endpoints.getNewsletterSend.useQueryState(id);
  const polling = known.data?.status === 'done' ? 0 : PROGRESS_POLL_MS;
  const query = useGetNewsletterSendQuery(id, { pollingInterval: polling, skipPollingIfUnfocused: false });
  const send = query.data;
  const totals = send ? sendTotals(send) : null;

  return (
    <Box aria-labelledby={headingId}>
      <Heading id={headingId}>Progress of the send</Heading>
      {send && totals ? (
        <>
          <Counts>
            {RECIPIENT_STATES.map((state) => (
              <div key={state}>
                <dt>{RECIPIENT_STATE_LABELS[state]}</dt>
                <dd>{formatCount(send.counts[state])}</dd>
              </div>
            ))}
          </Counts>
          <Bar value={totals.handled} max={Math.max(1, totals.total)} aria-labelledby={headingId} aria-valuetext={`${formatCount(totals.handled)} of ${formatCount(totals.total)} handled`} />
        </>
      ) : query.isLoading ? (
        <p role="status">Loading the progress...</p>
      ) : null}
      {/* Read out as it changes, politely: the counts above move every few seconds. */}
      <p aria-live="polite">{send ? progressText(send) : ''}</p>
      {query.isError ? <Problem role="alert">Couldn&apos;t read the progress: {errorMessage(query.error, 'API request failed')}</Problem> : null}
    </Box>
  );
}
