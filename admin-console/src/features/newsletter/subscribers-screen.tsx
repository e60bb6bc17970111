import { NEWSLETTER_MESSAGES } from '@folio/contracts';
import { buttonStyles, CardDescription, type ButtonStyleProps } from '@folio/shared-ui';
import { useId, useRef } from 'react';
import styled from 'styled-components';
import { API_BASE } from '../../api/api-slice';
import { errorMessage } from '../../api/errors';
import { ListPager } from '../../sections/list/list-pager';
import { ErrorBox, Message } from '../../sections/list/list-styles';
import { Notice } from '../../sections/widgets/notice-styles';
import { CardFrame, Header, HeaderText, Heading, ListArea } from '../../sections/section-frame';
import { GrowthChart } from './growth-chart';
import { subscriberFilterParams, useGetNewsletterSummaryQuery } from './newsletter-endpoints';
import { SubscriberCounts } from './subscriber-counts';
import { SubscriberFilters } from './subscriber-filters';
import { SubscriberList } from './subscriber-list';
import { useSubscriberPage } from './use-subscriber-page';

const Warning = styled(Notice)`
  border-left-color: ${({ theme }) => theme.colors.danger};
`;

const ExportLink = styled.a<ButtonStyleProps>`
  ${buttonStyles}
`;

const Figures = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 32rem), 1fr));
  align-items: start;
  gap: 1.5rem;
`;

/** GET /api/admin/newsletter/subscribers.csv with the list's filters: the browser downloads it with the session's cookie. */
export function csvHref(filters: Parameters<typeof subscriberFilterParams>[0]): string {
  const query = new URLSearchParams(subscriberFilterParams(filters)).toString();
  return `${API_BASE}/admin/newsletter/subscribers.csv${query ? `?${query}` : ''}`;
}

/**
 * The Subscribers screen (/admin/subscribers): the counts by persona and status, the growth of the
 * last 90 days, then the addresses (search, status and persona in the address), each deletable
 * (erasure), and the list as CSV.
 */
export function SubscribersScreen() {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const summary = useGetNewsletterSummaryQuery();
  const page = useSubscriberPage();

  return (
    <CardFrame as="section" aria-labelledby={headingId}>
      <Header>
        <HeaderText>
          <Heading ref={heading} id={headingId} tabIndex={-1}>
            Subscribers
          </Heading>
          <CardDescription>The addresses that asked for new posts by email, for the personas they chose. Only confirmed addresses are sent posts.</CardDescription>
        </HeaderText>
        <ExportLink href={csvHref(page.args)} download="subscribers.csv" $variant="outline" $size="sm">
          Export CSV
        </ExportLink>
      </Header>
      {summary.data && !summary.data.mailConfigured ? <Warning role="note">{NEWSLETTER_MESSAGES.mailOff}</Warning> : null}
      {summary.isError ? (
        <ErrorBox role="alert">
          <p>Couldn&apos;t load the counts: {errorMessage(summary.error, 'API request failed')}</p>
        </ErrorBox>
      ) : !summary.data ? (
        <Message role="status">Loading the counts...</Message>
      ) : (
        <Figures>
          <SubscriberCounts summary={summary.data} />
          <GrowthChart growth={summary.data.growth} />
        </Figures>
      )}
      <ListArea aria-busy={page.isFetching ? true : undefined}>
        <SubscriberFilters args={page.args} filtered={page.filtered} onChange={page.change} onSearch={page.setQ} onClear={page.clear} />
        <SubscriberList
          items={page.items}
          isLoading={page.isLoading}
          error={page.isError ? errorMessage(page.error, 'API request failed') : null}
          onRetry={() => void page.refetch()}
          filtered={page.filtered}
          onClear={page.clear}
          focusAfterDelete={() => heading.current}
        />
        {!page.isLoading && !page.isError ? (
          <ListPager paging={page.paging} shown={page.items?.length ?? 0} noun={(count) => (count === 1 ? 'subscriber' : 'subscribers')} label="Subscribers" />
        ) : null}
      </ListArea>
    </CardFrame>
  );
}
