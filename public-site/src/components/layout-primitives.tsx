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

/**
 * The site's heading scale, smallest first: a block that closes a page or a form (h2), a section of the
 * persona page (h2), a page's own heading (h1), and the banner of a list page (h1). Each size sets its
 * heading's type and the eyebrow above it and the lead below it.
 */
export type HeadingSize = 'block' | 'section' | 'page' | 'banner';

interface HeadingScale {
  title: string;
  lineHeight: number;
  tracking: string;
  eyebrow: string;
  lead: string;
  /** The widest a lead runs: a section's would otherwise span the page's wide column. */
  leadWidth: string;
}

const SCALE: Record<HeadingSize, HeadingScale> = {
  block: { title: 'clamp(1.375rem, 3vw, 1.75rem)', lineHeight: 1.2, tracking: '-0.015em', eyebrow: '0.8125rem', lead: '1rem', leadWidth: 'none' },
  section: { title: 'clamp(1.75rem, 4vw, 2.5rem)', lineHeight: 1.15, tracking: '-0.02em', eyebrow: '0.8125rem', lead: '1.0625rem', leadWidth: '40rem' },
  page: { title: 'clamp(2rem, 5vw, 3rem)', lineHeight: 1.12, tracking: '-0.025em', eyebrow: '0.875rem', lead: '1.1875rem', leadWidth: 'none' },
  banner: { title: 'clamp(2.25rem, 6vw, 3.75rem)', lineHeight: 1.1, tracking: '-0.03em', eyebrow: '0.875rem', lead: '1.1875rem', leadWidth: 'none' },
};

/** A heading's type at a size of the scale, for a heading styled where it stands (a closing block's h2). */
export const headingType = (size: HeadingSize) => css`
  font-size: ${SCALE[size].title};
  font-weight: 800;
  line-height: ${SCALE[size].lineHeight};
  letter-spacing: ${SCALE[size].tracking};
`;

interface Sized {
  /** 'page' unless given. */
  $size?: HeadingSize;
}

/** The short line above a heading that says what kind of page or section it heads: uppercase, in the accent colour. */
export const PageEyebrow = styled.p<Sized>`
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ $size = 'page' }) => SCALE[$size].eyebrow};
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;
`;

/** A page's h1 (`as="h2"` with a smaller size for a heading lower down). */
export const PageTitle = styled.h1<Sized>`
  ${({ $size = 'page' }) => headingType($size)}
`;

/** The muted line or paragraph under a heading: a subtitle, an excerpt, an introduction. */
export const PageLead = styled.p<Sized>`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ $size = 'page' }) => SCALE[$size].lead};
  line-height: 1.6;
`;

const HeadingEyebrow = styled(PageEyebrow)`
  margin-bottom: 0.5rem;
`;

const HeadingLead = styled(PageLead)`
  max-width: ${({ $size = 'page' }) => SCALE[$size].leadWidth};
  margin-top: 0.75rem;
`;

interface PageHeadingProps {
  eyebrow?: ReactNode;
  title: ReactNode;
  /** Left out when empty (a case study without a subtitle, a blank intro). */
  lead?: ReactNode;
  /** 'section' heads a section of the persona page with an h2; the others are the page's one h1. */
  size?: Exclude<HeadingSize, 'block'>;
  /** The title's id, for the region it names (`aria-labelledby`). */
  titleId?: string;
  /** 'header' where it heads an article. */
  as?: 'div' | 'header';
  className?: string;
  /** What follows the lead inside the heading (a case study's role and timeline). */
  children?: ReactNode;
}

/** A page's or a section's heading: the eyebrow above the title, the lead under it. */
export function PageHeading({ eyebrow, title, lead, size = 'page', titleId, as: Root = 'div', className, children }: PageHeadingProps) {
  return (
    <Root className={className}>
      {eyebrow ? <HeadingEyebrow $size={size}>{eyebrow}</HeadingEyebrow> : null}
      <PageTitle as={size === 'section' ? 'h2' : 'h1'} id={titleId} $size={size}>
        {title}
      </PageTitle>
      {lead ? <HeadingLead $size={size}>{lead}</HeadingLead> : null}
      {children}
    </Root>
  );
}

const SectionHeading = styled(PageHeading)`
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
    ${headingType('block')}
  }
`;

/** A page of its own (/subscribe, /feeds, the newsletter's confirmation and unsubscribe pages): one column under the fixed header, headed by a PageTitle. */
export const PageColumn = styled.div`
  display: grid;
  gap: 1.5rem;
  width: min(42rem, 100% - 2.5rem);
  margin-inline: auto;
  padding-block: 7rem clamp(3.5rem, 8vw, 6rem);
`;

/** An anchored section of the persona page: labelled by its heading, focusable for skip-to-anchor. */
export function PageSection({ id, eyebrow, title, lead, tinted, trackSeen, children }: PageSectionProps) {
  return (
    <SectionRoot id={id} aria-labelledby={`${id}-heading`} tabIndex={-1} $tinted={tinted} data-track-seen={trackSeen}>
      <Container>
        <SectionHeading size="section" eyebrow={eyebrow} title={title} lead={lead} titleId={`${id}-heading`} />
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

/** A list laid out as a row that wraps, without bullets: a few short links or badges (a feed's formats, a post's tags). */
export const InlineList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  padding: 0;
  list-style: none;
`;
