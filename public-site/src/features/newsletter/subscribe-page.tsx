import { NEWSLETTER_MESSAGES, NEWSLETTER_TEXTS } from '@folio/contracts';
import { useLocation } from 'react-router-dom';
import { usePersona } from '../persona';
import { HeadTags, useSite } from '../site';
import { useGetNewsletterFormQuery } from './newsletter-api';
import { preselected, SUBSCRIBED_PARAM, useNewsletterAnswer } from './newsletter-answer';
import { subscribeHead } from './newsletter-head';
import { Muted, PageColumn, PageTitle } from './newsletter-styles';
import { SubscribeSection } from './subscribe-section';

/**
 * /subscribe: the subscribe form on a page of its own (the persona of `?persona=` preselected, else
 * every persona), and the page a form sent without JavaScript comes back to when it did not go through.
 */
export default function SubscribePage() {
  const site = useSite();
  const persona = usePersona();
  const { data: form } = useGetNewsletterFormQuery();
  const answer = useNewsletterAnswer();
  const { search } = useLocation();
  const shown = form?.available || answer?.kind === 'subscribe' || new URLSearchParams(search).get(SUBSCRIBED_PARAM) === '1';
  return (
    <PageColumn>
      <HeadTags head={subscribeHead(site)} />
      <PageTitle>{NEWSLETTER_TEXTS.pageTitle}</PageTitle>
      {shown ? <SubscribeSection personas={preselected([persona])} layout="column" /> : <Muted>{NEWSLETTER_MESSAGES.unavailable}</Muted>}
    </PageColumn>
  );
}
