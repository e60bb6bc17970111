import { formatPublishDate, type PostStanding } from '@folio/contracts';
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

/** 'March 4, 2027 at 09:30 UTC': the same text whatever the rendering server's time zone (no script on the page localises it). */
function utcText(at: string): string {
  const date = new Date(at);
  return `${formatPublishDate(at)} at ${twoDigits(date.getUTCHours())}:${twoDigits(date.getUTCMinutes())} UTC`;
}

/** Above a draft or scheduled post the signed-in owner opens: what it is, and who else sees it (nobody yet). */
export function PreviewBanner({ standing, publishedAt }: { standing: Exclude<PostStanding, 'published'>; publishedAt: string | null }) {
  return (
    <Banner role="note" aria-label="Preview">
      <strong>{PREVIEW_TITLE}</strong>
      {standing === 'scheduled' && publishedAt ? (
        <span>
          Scheduled for <time dateTime={publishedAt}>{utcText(publishedAt)}</time>; visible only to you until then.
        </span>
      ) : (
        <span>This draft is visible only to you.</span>
      )}
    </Banner>
  );
}
