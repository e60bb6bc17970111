import type { ReactNode, Ref } from 'react';
import styled, { css } from 'styled-components';
import { CheckIcon } from '../../components/icons';
import { MutedLine } from './contact-form-styles';
import { CONTACT_SENT_ID } from './posted-form';

const TITLE_ID = `${CONTACT_SENT_ID}-title`;
export const CONTACT_SENT_TITLE = 'Message received';

/** What the panel says of the reply: the owner's reply-time promise (Site settings) and address, each when the owner gave one. */
export interface ContactReply {
  promise: string | null;
  email: string | null;
}

const Root = styled.div<{ $sent: boolean }>`
  ${({ $sent, theme }) =>
    $sent &&
    css`
      display: grid;
      grid-template-columns: auto minmax(0, 1fr);
      gap: 0.5rem 0.875rem;
      padding: 1.25rem 1.25rem 1.25rem 1rem;
      border: 1px solid color-mix(in srgb, ${theme.colors.primary} 40%, ${theme.colors.border});
      border-left: 4px solid ${theme.colors.primary};
      border-radius: ${theme.radii.md};
      background: ${theme.colors.background};
      /* Below the fixed header when the page opens at it or the form's script scrolls to it. */
      scroll-margin-top: 5.5rem;

      > :not(svg) {
        grid-column: 2;
      }

      &:focus {
        outline: none;
      }

      &:focus-visible {
        outline: 3px solid ${theme.colors.primary};
        outline-offset: 2px;
      }
    `}
`;

const Mark = styled(CheckIcon)`
  grid-row: 1 / span 2;
  padding: 0.25rem;
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.primarySolid};
  color: ${({ theme }) => theme.colors.onPrimary};
`;

const Title = styled.h3`
  font-size: 1.125rem;
  font-weight: 700;
`;

interface ContactSentPanelProps {
  sent: boolean;
  reply: ContactReply | null;
  panelRef?: Ref<HTMLDivElement>;
  /** The form's live region (always on the page, so that what it says is read out): the sent message inside it when sent. */
  children: ReactNode;
}

/**
 * Around the form's live region. Once a message arrived: a panel that says so (the contract's words in
 * the live region), when a reply comes and the owner's address as another way; focusable, so the page
 * that opens at it and the form's script move focus to it. Otherwise the live region alone.
 */
export function ContactSentPanel({ sent, reply, panelRef, children }: ContactSentPanelProps) {
  // One shape sent or not, so that the live region inside stays the same element (a new one may not be read out).
  return (
    <Root $sent={sent} id={sent ? CONTACT_SENT_ID : undefined} ref={panelRef} tabIndex={sent ? -1 : undefined} aria-labelledby={sent ? TITLE_ID : undefined}>
      {sent ? <Mark size={28} /> : null}
      {sent ? <Title id={TITLE_ID}>{CONTACT_SENT_TITLE}</Title> : null}
      {children}
      {sent && reply?.promise ? <MutedLine>{reply.promise}</MutedLine> : null}
      {sent && reply?.email ? (
        <MutedLine>
          You can also write to <a href={`mailto:${reply.email}`}>{reply.email}</a>.
        </MutedLine>
      ) : null}
    </Root>
  );
}
