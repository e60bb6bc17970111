import type { ContactMessage, MessageFolder } from '@folio/contracts';
import { Badge, Button, VisuallyHidden } from '@folio/shared-ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ErrorBox, List, Message } from '../../sections/list/list-styles';
import { firstLine, FOLDER_LABELS, notifyText, personaLabel, spamReasonText, subjectLabel } from './inbox-format';
import { ReceivedTime } from './received-time';

const Row = styled.li<{ $unread: boolean }>`
  position: relative;
  display: grid;
  gap: 0.25rem;
  padding: 0.875rem 1rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $unread }) => ($unread ? theme.colors.background : theme.colors.surface)};
  box-shadow: ${({ theme, $unread }) => ($unread ? `inset 3px 0 0 ${theme.colors.primary}` : 'none')};
  font-weight: ${({ $unread }) => ($unread ? 700 : 400)};

  &:focus-within {
    border-color: ${({ theme }) => theme.colors.primary};
  }
`;

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: 0.25rem 0.75rem;
`;

const Sender = styled.h3`
  min-width: 0;
  font-size: 1rem;
  font-weight: inherit;
  overflow-wrap: anywhere;
`;

/** The sender's name opens the message; the whole row answers the click. */
const Open = styled(Link)`
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;

  &::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: inherit;
  }
  &:hover {
    text-decoration: underline;
  }
  &:focus-visible {
    outline: none;
  }
`;

const When = styled(ReceivedTime)`
  flex: none;
  font-size: 0.8125rem;
  font-weight: 400;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Subject = styled.p`
  font-size: 0.9375rem;
  overflow-wrap: anywhere;
`;

const Preview = styled.p`
  overflow: hidden;
  font-size: 0.875rem;
  font-weight: 400;
  color: ${({ theme }) => theme.colors.textMuted};
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Notes = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.375rem 0.75rem;
  font-size: 0.8125rem;
  font-weight: 400;
`;

const Problem = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  overflow-wrap: anywhere;
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const NoMatch = styled.div`
  display: grid;
  justify-items: center;
  gap: 0.75rem;
  padding: 1.5rem 1rem;
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`;

const EMPTY: Record<MessageFolder, string> = {
  inbox: 'No messages yet. When a visitor writes to you through the contact form on your site, the message appears here.',
  spam: 'Nothing in Spam. Messages the site doubts are kept here: open one and choose ‘Not spam’ if it is real.',
  archived: 'Nothing archived. Archive a message you have dealt with to keep the inbox short.',
};

export interface MessageListProps {
  folder: MessageFolder;
  items: ContactMessage[] | undefined;
  isLoading: boolean;
  error: string | null;
  onRetry: () => void;
  filtered: boolean;
  onClear: () => void;
  /** Where a row's message opens (its address, keeping the list's query). */
  hrefOf: (message: ContactMessage) => string;
}

/** The messages of a page: sender, subject, first line, persona and when, whether answered and the note's start; unread ones in bold. */
export function MessageList({ folder, items, isLoading, error, onRetry, filtered, onClear, hrefOf }: MessageListProps) {
  if (isLoading) return <Message role="status">Loading messages...</Message>;
  if (error) {
    return (
      <ErrorBox role="alert">
        <p>Couldn&apos;t load messages: {error}</p>
        <Button $variant="outline" $size="sm" onClick={onRetry}>
          Try again
        </Button>
      </ErrorBox>
    );
  }
  if (!items || items.length === 0) {
    if (!filtered) return <Message>{EMPTY[folder]}</Message>;
    return (
      <NoMatch>
        <p>No messages match these filters.</p>
        <Button $variant="outline" $size="sm" onClick={onClear}>
          Show every message in {FOLDER_LABELS[folder]}
        </Button>
      </NoMatch>
    );
  }
  return (
    <List aria-label="Messages">
      {items.map((message) => {
        const reason = spamReasonText(message);
        return (
          <Row key={message.id} $unread={!message.read}>
            <Top>
              <Sender>
                <Open to={hrefOf(message)}>
                  {message.read ? null : <VisuallyHidden>Unread: </VisuallyHidden>}
                  {message.name}
                </Open>
              </Sender>
              <When at={message.receivedAt} />
            </Top>
            <Subject>{subjectLabel(message.subject)}</Subject>
            <Preview>{firstLine(message.message)}</Preview>
            <Notes>
              <Badge $variant="outline">{personaLabel(message.persona)}</Badge>
              {message.notify === 'failed' ? <Problem>Email to you: {notifyText(message)}</Problem> : null}
              {folder === 'spam' && reason ? <Muted>Spam: {reason}</Muted> : null}
              {message.repliedAt ? (
                <Muted>
                  Replied <ReceivedTime at={message.repliedAt} />
                </Muted>
              ) : null}
              {message.note ? <Muted>Note: {firstLine(message.note, 80)}</Muted> : null}
            </Notes>
          </Row>
        );
      })}
    </List>
  );
}
