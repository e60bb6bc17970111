import type { ContactMessage } from '@folio/contracts';
import { CardDescription } from '@folio/shared-ui';
import { useEffect, useId, useRef } from 'react';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { errorMessage } from '../../api/errors';
import { inboxPath } from '../../sections/navigation/console-routes';
import { ListPager } from '../../sections/list/list-pager';
import { Notice } from '../../sections/widgets/notice-styles';
import { RecentlyDeleted } from '../../sections/list/recently-deleted';
import { CardFrame, Header, HeaderText, Heading, ListArea } from '../../sections/section-frame';
import { useGetContactSubjectsQuery, useGetMessageSummaryQuery } from './inbox-endpoints';
import { InboxFilters } from './inbox-filters';
import { LeadsPanel } from './leads-panel';
import { MessageList } from './message-list';
import { OverCapNotice } from './over-cap-notice';
import { useInboxPage } from './use-inbox-page';
import { DELETED_MESSAGES, useMessageActions } from './use-message-actions';

const SubjectsLink = styled(Link)`
  justify-self: start;
  color: ${({ theme }) => theme.colors.primary};
  font-size: 0.875rem;
  font-weight: 600;
`;

const Problem = styled(Notice)`
  border-left-color: ${({ theme }) => theme.colors.danger};
`;

/** Below the messages: what the leads add up to, and the form's subjects. */
const Leads = styled.div`
  display: grid;
  gap: 0.75rem;
  padding-top: 1.25rem;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

/** Whoever comes back from a message (Back, or after a move or delete) lands on the list's heading. */
type Arrival = { fromMessage?: boolean } | null;

/**
 * The inbox (/admin/inbox): the folders, search and filters (all in the address), one page of
 * messages and Undo for what was just deleted, first; then the leads each persona brought and the
 * way to the form's subjects, below them, so that the messages are on the first screen at any width.
 */
export function InboxList() {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const { search, state } = useLocation();
  const page = useInboxPage();
  const summary = useGetMessageSummaryQuery();
  const subjects = useGetContactSubjectsQuery();
  const { undo } = useMessageActions();

  const arrivedFromMessage = Boolean((state as Arrival)?.fromMessage);
  useEffect(() => {
    if (arrivedFromMessage) heading.current?.focus();
  }, [arrivedFromMessage]);

  const failed = summary.data?.failedEmails ?? 0;
  return (
    <CardFrame as="section" aria-labelledby={headingId}>
      <Header>
        <HeaderText>
          <Heading ref={heading} id={headingId} tabIndex={-1}>
            Inbox
          </Heading>
          <CardDescription>Messages from the contact form on your site. Only you see them.</CardDescription>
        </HeaderText>
      </Header>
      {failed > 0 ? (
        <Problem role="note">
          {failed === 1 ? 'The email about 1 message' : `The emails about ${failed} messages`} could not be sent to you. The messages are here all the same; each says
          what went wrong.
        </Problem>
      ) : null}
      <OverCapNotice count={summary.data?.overCapToday ?? 0} />
      <ListArea aria-busy={page.isFetching ? true : undefined}>
        <RecentlyDeleted resource={DELETED_MESSAGES} entity="message" undo={(deleted) => undo(deleted.item as ContactMessage)} />
        <InboxFilters
          args={page.args}
          summary={summary.data}
          subjects={subjects.data}
          filtered={page.filtered}
          onChange={page.change}
          onSearch={page.setQ}
          onClear={page.clear}
        />
        <MessageList
          folder={page.args.folder}
          items={page.items}
          isLoading={page.isLoading}
          error={page.isError ? errorMessage(page.error, 'API request failed') : null}
          onRetry={() => void page.refetch()}
          filtered={page.filtered}
          onClear={page.clear}
          hrefOf={(message) => `${inboxPath(message.id)}${search}`}
        />
        {!page.isLoading && !page.isError ? (
          <ListPager paging={page.paging} shown={page.items?.length ?? 0} noun={(count) => (count === 1 ? 'message' : 'messages')} label="Messages" />
        ) : null}
      </ListArea>
      <Leads>
        <LeadsPanel summary={summary.data} />
        <SubjectsLink to={`${inboxPath('subjects')}${search}`}>Edit the contact form&apos;s subjects</SubjectsLink>
      </Leads>
    </CardFrame>
  );
}
