import { NEWSLETTER_MESSAGES } from '@folio/contracts';
import { Card } from '@folio/shared-ui';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { formatCount } from './newsletter-format';
import { useGetNewsletterSummaryQuery } from './newsletter-endpoints';
import { SUBSCRIBERS_PATH } from '../../sections/navigation/console-routes';

/** The days whose confirmations the card counts (the summary holds 90). */
const RECENT_DAYS = 30;

const Frame = styled(Card)`
  display: grid;
  align-content: start;
  gap: 0.75rem;
  min-width: 0;
  padding: 1.25rem;

  @media ${({ theme }) => theme.media.mobile} {
    padding: 1rem;
  }
`;

const Heading = styled.h3`
  font-size: 1.0625rem;
  font-weight: 700;
  line-height: 1.3;
`;

const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(9rem, 1fr));
  gap: 0.75rem;
  margin: 0;

  & div {
    display: grid;
    gap: 0.25rem;
  }
  & dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.875rem;
    font-weight: 600;
  }
  & dd {
    margin: 0;
    font-size: 1.75rem;
    font-weight: 700;
    line-height: 1.2;
    font-variant-numeric: tabular-nums;
  }
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.875rem;
`;

const More = styled(Link)`
  justify-self: start;
  color: ${({ theme }) => theme.colors.primary};
  font-size: 0.875rem;
  font-weight: 600;
`;

/**
 * The Overview's 'Subscriptions': confirmed subscribers now and the confirmations of the last 30
 * days (a subscription is a conversion, like a message), with the way to the Subscribers screen.
 * Whatever range the overview shows: the newsletter's summary has its own days.
 */
export function SubscriptionsCard() {
  const headingId = useId();
  const summary = useGetNewsletterSummaryQuery();
  const data = summary.data;
  const recent = data ? data.growth.slice(-RECENT_DAYS).reduce((sum, day) => sum + day.confirmed, 0) : 0;

  return (
    <Frame as="section" aria-labelledby={headingId}>
      <Heading id={headingId}>Subscriptions</Heading>
      {data ? (
        <>
          <Figures>
            <div>
              <dt>Confirmed subscribers</dt>
              <dd>{formatCount(data.total.confirmed)}</dd>
            </div>
            <div>
              <dt>Confirmed in the last {RECENT_DAYS} days</dt>
              <dd>{formatCount(recent)}</dd>
            </div>
          </Figures>
          {data.mailConfigured ? null : <Muted>{NEWSLETTER_MESSAGES.mailOff}</Muted>}
        </>
      ) : (
        <Muted>{summary.isError ? 'The subscriptions could not be loaded.' : 'Loading subscriptions...'}</Muted>
      )}
      <More to={SUBSCRIBERS_PATH}>See the subscribers</More>
    </Frame>
  );
}
