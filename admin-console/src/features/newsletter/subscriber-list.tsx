import { SUBSCRIBER_STATUS_LABELS, type Subscriber } from '@folio/contracts';
import { Badge, Button } from '@folio/shared-ui';
import styled from 'styled-components';
import { Actions, Body, Details, ErrorBox, List, Message, Row, Title, TitleLine } from '../../sections/list/list-styles';
import { DeleteSubscriber } from './delete-subscriber';
import { dateText, personasText } from './newsletter-format';

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

export interface SubscriberListProps {
  items: Subscriber[] | undefined;
  isLoading: boolean;
  error: string | null;
  onRetry: () => void;
  filtered: boolean;
  onClear: () => void;
  focusAfterDelete: () => HTMLElement | null;
}

/** A page of addresses, newest first: the address, its status, the personas it follows, when it subscribed and confirmed. */
export function SubscriberList({ items, isLoading, error, onRetry, filtered, onClear, focusAfterDelete }: SubscriberListProps) {
  if (isLoading) return <Message role="status">Loading subscribers...</Message>;
  if (error) {
    return (
      <ErrorBox role="alert">
        <p>Couldn&apos;t load subscribers: {error}</p>
        <Button $variant="outline" $size="sm" onClick={onRetry}>
          Try again
        </Button>
      </ErrorBox>
    );
  }
  if (!items || items.length === 0) {
    if (!filtered) return <Message>No subscribers yet. Visitors subscribe with the form at the end of each post, on each persona&apos;s page and at /subscribe.</Message>;
    return (
      <NoMatch>
        <p>No subscribers match these filters.</p>
        <Button $variant="outline" $size="sm" onClick={onClear}>
          Show every subscriber
        </Button>
      </NoMatch>
    );
  }
  return (
    <List aria-label="Subscribers">
      {items.map((subscriber) => (
        <Row key={subscriber.id}>
          <Body>
            <TitleLine>
              <Title>{subscriber.email}</Title>
              <Badge $variant={subscriber.status === 'confirmed' ? 'solid' : 'outline'}>{SUBSCRIBER_STATUS_LABELS[subscriber.status]}</Badge>
            </TitleLine>
            <Details>
              <div>
                <dt>Personas</dt>
                <dd>{personasText(subscriber.personas, 'None')}</dd>
              </div>
              <div>
                <dt>Signed up</dt>
                <dd>{dateText(subscriber.createdAt)}</dd>
              </div>
              <div>
                <dt>Confirmed</dt>
                <dd>{dateText(subscriber.confirmedAt)}</dd>
              </div>
              {subscriber.unsubscribedAt ? (
                <div>
                  <dt>Unsubscribed</dt>
                  <dd>{dateText(subscriber.unsubscribedAt)}</dd>
                </div>
              ) : null}
              {subscriber.suppressedReason ? (
                <div>
                  <dt>Mail server&apos;s answer</dt>
                  <dd>{subscriber.suppressedReason}</dd>
                </div>
              ) : null}
            </Details>
          </Body>
          <Actions>
            <DeleteSubscriber subscriber={subscriber} focusAfterDelete={focusAfterDelete} />
          </Actions>
        </Row>
      ))}
    </List>
  );
}
