import { formatPublishDate, type PostStanding } from '@folio/contracts';
import { useHydrated } from '@folio/shared-ui';
import styled from 'styled-components';

export const PREVIEW_TITLE = 'Preview — not published';

const Banner = styled.div`
  display: grid;
  gap: 0.25rem;
  padding: 0.875rem 1.125rem;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primarySolid};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: 0.9375rem;
  line-height: 1.5;

  strong {
    font-size: 1rem;
    font-weight: 800;
  }
`;

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** 'March 4, 2027 at 09:30 UTC': the same text on the server and while the browser hydrates, whatever either's time zone. */
function utcText(at: string): string {
  const date = new Date(at);
  return `${formatPublishDate(at)} at ${twoDigits(date.getUTCHours())}:${twoDigits(date.getUTCMinutes())} UTC`;
}

/** The owner's own clock, once the page runs in their browser. */
const localText = (at: string) =>
  new Date(at).toLocaleString('en-US', { year: 'numeric', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' });

function ScheduledTime({ at }: { at: string }) {
  const hydrated = useHydrated();
  return <time dateTime={at}>{hydrated ? localText(at) : utcText(at)}</time>;
}

/** Above a draft or scheduled post the signed-in owner opens: what it is, and who else sees it (nobody yet). */
export function PreviewBanner({ standing, publishedAt }: { standing: Exclude<PostStanding, 'published'>; publishedAt: string | null }) {
  return (
    <Banner role="note" aria-label="Preview">
      <strong>{PREVIEW_TITLE}</strong>
      {standing === 'scheduled' && publishedAt ? (
        <span>
          Scheduled for <ScheduledTime at={publishedAt} />; visible only to you until then.
        </span>
      ) : (
        <span>This draft is visible only to you.</span>
      )}
    </Banner>
  );
}
