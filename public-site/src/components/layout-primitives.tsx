import type { BeaconEvent } from '@folio/contracts';
import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';

/** The content column's widest, and the room it leaves beside it on wide and on small screens (rem). */
export const CONTAINER_REM = { widest: 72, margins: 2.5, mobileMargins: 2 } as const;

/** The page's content column. */
export const Container = styled.div`
  width: min(${CONTAINER_REM.widest}rem, 100% - ${CONTAINER_REM.margins}rem);
  margin-inline: auto;

  @media ${({ theme }) => theme.media.mobile} {
    width: calc(100% - ${CONTAINER_REM.mobileMargins}rem);
  }
`;

const SectionRoot = styled.section<{ $tinted?: boolean }>`
  padding-block: clamp(3.5rem, 8vw, 6rem);
  /* Anchored sections land below the fixed header. */
  scroll-margin-top: 4.5rem;
  background: ${({ theme, $tinted }) => ($tinted ? theme.colors.surface : 'transparent')};

  &:focus {
    outline: none;
  }
`;

const Eyebrow = styled.p`
  margin-bottom: 0.5rem;
  color: ${({ theme }) => theme.colors.primary};
  font-size: 0.8125rem;
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;
`;

const Heading = styled.h2`
  font-size: clamp(1.75rem, 4vw, 2.5rem);
  font-weight: 800;
  line-height: 1.15;
  letter-spacing: -0.02em;
`;

const Lead = styled.p`
  max-width: 40rem;
  margin-top: 0.75rem;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 1.0625rem;
`;

const HeadingGroup = styled.div`
  margin-bottom: clamp(2rem, 5vw, 3rem);
`;

interface PageSectionProps {
  /** The analytics event its first sight sends (the site's script: features/analytics/track-seen.ts). */
  trackSeen?: BeaconEvent;
  /** The anchor (`#about`); the heading gets `${id}-heading`. */
  id: string;
  eyebrow?: string;
  title: string;
  lead?: ReactNode;
  tinted?: boolean;
  children: ReactNode;
}

/** A block that closes a page (a post's read-next, the Follow block): set off by a rule, with its own h2. */
export const closingBlock = css`
  margin-top: 2.5rem;
  padding-top: 2rem;
  border-top: 1px solid ${({ theme }) => theme.colors.border};

  h2 {
    font-size: clamp(1.375rem, 3vw, 1.75rem);
    font-weight: 800;
    line-height: 1.2;
    letter-spacing: -0.015em;
  }
`;

/** A page of its own (/subscribe, /feeds, the newsletter's confirmation and unsubscribe pages): one column under the fixed header. */
export const PageColumn = styled.div`
  display: grid;
  gap: 1.5rem;
  width: min(42rem, 100% - 2.5rem);
  margin-inline: auto;
  padding-block: 7rem clamp(3.5rem, 8vw, 6rem);

  h1 {
    font-size: clamp(2rem, 5vw, 2.75rem);
    font-weight: 800;
    line-height: 1.12;
    letter-spacing: -0.025em;
  }
`;

/** An anchored section of the persona page: labelled by its heading, focusable for skip-to-anchor. */
export function PageSection({ id, eyebrow, title, lead, tinted, trackSeen, children }: PageSectionProps) {
  return (
    <SectionRoot id={id} aria-labelledby={`${id}-heading`} tabIndex={-1} $tinted={tinted} data-track-seen={trackSeen}>
      <Container>
        <HeadingGroup>
          {eyebrow ? <Eyebrow>{eyebrow}</Eyebrow> : null}
          <Heading id={`${id}-heading`}>{title}</Heading>
          {lead ? <Lead>{lead}</Lead> : null}
        </HeadingGroup>
        {children}
      </Container>
    </SectionRoot>
  );
}

/** A quiet message in place of a list: empty or failed. */
export const StateMessage = styled.div`
  display: grid;
  justify-items: center;
  gap: 1rem;
  padding: 2.5rem 1.5rem;
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`;
