import { EMAIL_OFF_NOTICE } from '@folio/contracts';
import styled from 'styled-components';
import { Notice } from '../../sections/widgets/notice-styles';
import { useGetMessageSummaryQuery } from './inbox-endpoints';

const Warning = styled(Notice)`
  display: block;
  padding: 0.625rem 0.875rem;
  border-left-color: ${({ theme }) => theme.colors.danger};
  font-size: 0.875rem;
  line-height: 1.45;
`;

/**
 * Shown on every screen of the console for as long as the API sends the owner no email about new
 * messages (no SMTP server configured): a lead must not wait unseen because nobody opened the Inbox.
 * Not dismissable; it goes once the server is configured.
 */
export function EmailOffNotice() {
  const { data } = useGetMessageSummaryQuery();
  if (data?.mailConfigured !== false) return null;
  return (
    <Warning role="note" aria-label="Email to you is off">
      <strong>{EMAIL_OFF_NOTICE.title}</strong> {EMAIL_OFF_NOTICE.text}
    </Warning>
  );
}
