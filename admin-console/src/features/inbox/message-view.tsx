import { isSitePath, type ContactMessage } from '@folio/contracts';
import { Button, CardDescription } from '@folio/shared-ui';
import { useEffect, useId, useRef } from 'react';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { errorMessage, isApiError } from '../../api/errors';
import { inboxPath } from '../../sections/navigation/console-routes';
import { Details } from '../../sections/list/list-styles';
import { Notice } from '../../sections/widgets/notice-styles';
import { CardFrame, Header, HeaderText, Heading } from '../../sections/section-frame';
import { useNavigateNow } from '../../sections/navigation/use-navigate-now';
import { useGetMessageQuery } from './inbox-endpoints';
import { FOLDER_LABELS, fullDate, notifyText, personaLabel, spamReasonText, subjectLabel } from './inbox-format';
import { MessageActions } from './message-actions';
import { MessageNote } from './message-note';
import { ReceivedTime } from './received-time';
import { listArgsOf } from './use-inbox-page';
import { useMessageActions } from './use-message-actions';

const BackLink = styled(Link)`
  justify-self: start;
  color: ${({ theme }) => theme.colors.primary};
  font-size: 0.875rem;
  font-weight: 600;
`;

const Facts = styled(Details)`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: 0.375rem 1rem;
  margin: 0;
  font-size: 0.875rem;

  & > div {
    display: contents;
  }
  & dd {
    color: ${({ theme }) => theme.colors.text};
  }

  @media ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    gap: 0.125rem;
    & > div + div > dt {
      margin-top: 0.5rem;
    }
  }
`;

/** What the visitor wrote, as text: its line breaks kept, never read as HTML. */
const Text = styled.div`
  padding: 1rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  line-height: 1.6;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const Problem = styled(Notice)`
  border-left-color: ${({ theme }) => theme.colors.danger};
  overflow-wrap: anywhere;
`;

const Missing = styled.div`
  display: grid;
  justify-items: start;
  gap: 0.75rem;
`;

function PageLink({ page }: { page: string | null }) {
  if (!page) return <>Not known</>;
  // Only a path of the public site becomes a link: anything else the form was sent with stays text.
  if (!isSitePath(page)) return <>{page}</>;
  return (
    <a href={page} target="_blank" rel="noopener noreferrer">
      {page}
    </a>
  );
}

function MessageDetails({ message }: { message: ContactMessage }) {
  const reason = spamReasonText(message);
  return (
    <>
      {message.notify === 'failed' ? (
        <Problem role="note">The email telling you about this message could not be sent{message.notifyError ? `: ${message.notifyError}` : '.'}</Problem>
      ) : null}
      {message.folder === 'spam' && reason ? <Notice $tone="muted">In Spam: {reason}.</Notice> : null}
      <Facts aria-label="About this message">
        <div>
          <dt>From</dt>
          <dd>{message.name}</dd>
        </div>
        <div>
          <dt>Email</dt>
          <dd>{message.email}</dd>
        </div>
        <div>
          <dt>Persona</dt>
          <dd>{personaLabel(message.persona)}</dd>
        </div>
        <div>
          <dt>Page</dt>
          <dd>
            <PageLink page={message.page} />
          </dd>
        </div>
        <div>
          <dt>Received</dt>
          <dd>
            <ReceivedTime at={message.receivedAt} /> ({fullDate(message.receivedAt)})
          </dd>
        </div>
        <div>
          <dt>Folder</dt>
          <dd>{FOLDER_LABELS[message.folder]}</dd>
        </div>
        <div>
          <dt>Email to you</dt>
          <dd>{notifyText(message)}</dd>
        </div>
        <div>
          <dt>Replied</dt>
          <dd>
            {message.repliedAt ? (
              <>
                <ReceivedTime at={message.repliedAt} /> ({fullDate(message.repliedAt)})
              </>
            ) : (
              'Not yet'
            )}
          </dd>
        </div>
      </Facts>
      <Text aria-label="Message">{message.message}</Text>
    </>
  );
}

/**
 * One message at its own address (/admin/inbox/<id>, the list's query kept for the way back).
 * Opening an unread message marks it read, once.
 */
export function MessageView({ id }: { id: number }) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const { search } = useLocation();
  const navigate = useNavigateNow();
  const back = `${inboxPath()}${search}`;
  const backLabel = `Back to ${FOLDER_LABELS[listArgsOf(Object.fromEntries(new URLSearchParams(search)), 0).folder]}`;
  // Read afresh each time it is opened: another tab may have deleted or moved it.
  const query = useGetMessageQuery(id, { refetchOnMountOrArgChange: true });
  const message = query.currentData ?? (query.data?.id === id ? query.data : undefined);
  const { change } = useMessageActions();

  const marked = useRef<number | null>(null);
  useEffect(() => {
    if (!message || message.read || marked.current === message.id) return;
    marked.current = message.id;
    void change(message, { read: true });
  }, [message, change]);

  const shown = message?.id;
  useEffect(() => {
    if (shown !== undefined) heading.current?.focus();
  }, [shown]);

  const missing = query.isError && isApiError(query.error) && query.error.status === 404;
  let body;
  if (missing) {
    body = (
      <Missing role="alert">
        <p>There is no message with the id {id}: it may have been deleted.</p>
        <BackLink to={back}>{backLabel}</BackLink>
      </Missing>
    );
  } else if (query.isError && !message) {
    body = (
      <Missing role="alert">
        <p>Couldn&apos;t load the message: {errorMessage(query.error, 'API request failed')}</p>
        <Button $variant="outline" $size="sm" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </Missing>
    );
  } else if (!message) {
    body = <p role="status">Loading message...</p>;
  }

  return (
    <CardFrame as="section" aria-labelledby={message && !missing ? headingId : undefined} aria-label={message && !missing ? undefined : 'Message'}>
      {missing ? null : <BackLink to={back}>{backLabel}</BackLink>}
      {body ?? (
        <>
          <Header>
            <HeaderText>
              <Heading ref={heading} id={headingId} tabIndex={-1}>
                {subjectLabel(message!.subject)}
              </Heading>
              <CardDescription>
                From {message!.name}, <ReceivedTime at={message!.receivedAt} />
              </CardDescription>
            </HeaderText>
          </Header>
          <MessageDetails message={message!} />
          <MessageActions message={message!} onLeave={() => navigate(back, { state: { fromMessage: true } })} />
          <MessageNote message={message!} />
        </>
      )}
    </CardFrame>
  );
}
