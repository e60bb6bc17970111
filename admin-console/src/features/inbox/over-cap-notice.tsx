import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { inboxPath } from '../../sections/navigation/console-routes';
import { Notice } from '../../sections/widgets/notice-styles';

const SpamLink = styled(Link)`
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 600;
`;

/** The words of the notice: how many messages arrived today past the day's limit, kept in Spam. */
const overCapText = (count: number): string =>
  count === 1
    ? '1 message arrived today after the daily limit and was kept in Spam.'
    : `${count} messages arrived today after the daily limit and were kept in Spam.`;

/**
 * A flood the owner should know of: past the site's daily limit (CONTACT_MAX_PER_DAY) messages are
 * kept in Spam, with no email, rather than refused, so that one sender cannot shut the form for
 * everyone. Shown while any of today's are still there, with a way to them.
 */
export function OverCapNotice({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <Notice role="note">
      <span>{overCapText(count)}</span>
      <SpamLink to={`${inboxPath()}?folder=spam`}>Review Spam</SpamLink>
    </Notice>
  );
}
