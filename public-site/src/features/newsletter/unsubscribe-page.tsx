import { NEWSLETTER_TEXTS, PERSONA_TITLES, SUBSCRIBER_STATUS_LABELS } from '@folio/contracts';
import { Link, useLocation, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { HeadTags, useSite } from '../site';
import { useGetSubscriptionQuery } from './newsletter-api';
import { DONE_PARAM, SUBSCRIBE_ACTION, unsubscribePath, useNewsletterAnswer, type DoneState } from './newsletter-answer';
import { tokenPageHead } from './newsletter-head';
import { Actions, FormRoot, Muted, NoticeBox, PageColumn, PageTitle, SubmitButton } from './newsletter-styles';
import { PersonaCheckboxes } from './persona-checkboxes';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 0.5rem 1.25rem;

  dt {
    font-weight: 600;
  }

  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const DONE_TEXTS: Record<DoneState, string> = { unsubscribed: NEWSLETTER_TEXTS.unsubscribed, saved: NEWSLETTER_TEXTS.personasSaved };

/**
 * /unsubscribe/<token>, every email's unsubscribe link (the List-Unsubscribe GET lands here): the
 * masked address and its status, an 'Unsubscribe' button, and for a confirmed subscriber the personas
 * followed with 'Save'. Both are plain POSTs to this address (server/newsletter-pages.ts), which come
 * back here with `?done=` (Post/Redirect/Get). A token the API does not know: a 404 that says so.
 */
export default function UnsubscribePage() {
  const site = useSite();
  const { token = '' } = useParams();
  const { search } = useLocation();
  const answer = useNewsletterAnswer();
  const { currentData: view } = useGetSubscriptionQuery(token);
  const done = new URLSearchParams(search).get(DONE_PARAM);
  const doneText = done === 'unsubscribed' || done === 'saved' ? DONE_TEXTS[done] : null;
  const head = <HeadTags head={tokenPageHead(site, NEWSLETTER_TEXTS.unsubscribeHeading)} />;

  if (!view || answer?.kind === 'unknown') {
    return (
      <PageColumn>
        {head}
        <PageTitle>{NEWSLETTER_TEXTS.unsubscribeHeading}</PageTitle>
        <NoticeBox $error>{NEWSLETTER_TEXTS.unknownLink}</NoticeBox>
        <p>
          <Link to={SUBSCRIBE_ACTION}>Subscribe</Link>
        </p>
      </PageColumn>
    );
  }

  const failed = answer?.kind === 'failed' ? answer : null;
  const action = unsubscribePath(token);
  const subscribed = view.status === 'pending' || view.status === 'confirmed';
  return (
    <PageColumn>
      {head}
      <PageTitle>{NEWSLETTER_TEXTS.unsubscribeHeading}</PageTitle>
      <div role="status">
        {failed ? (
          <NoticeBox $error tabIndex={-1} autoFocus>
            {failed.message}
          </NoticeBox>
        ) : doneText ? (
          <NoticeBox $error={false}>{doneText}</NoticeBox>
        ) : null}
      </div>
      <Facts>
        <dt>Email</dt>
        <dd>{view.maskedEmail}</dd>
        <dt>Status</dt>
        <dd>{SUBSCRIBER_STATUS_LABELS[view.status]}</dd>
        {view.personas.length > 0 ? (
          <>
            <dt>Personas</dt>
            <dd>{view.personas.map((persona) => PERSONA_TITLES[persona]).join(', ')}</dd>
          </>
        ) : null}
      </Facts>
      {subscribed ? (
        <FormRoot method="post" action={action} aria-label={NEWSLETTER_TEXTS.unsubscribe}>
          <input type="hidden" name="action" value="unsubscribe" />
          <Actions>
            <SubmitButton type="submit" $variant="destructive">
              {NEWSLETTER_TEXTS.unsubscribe}
            </SubmitButton>
          </Actions>
        </FormRoot>
      ) : (
        <Muted>
          No email is sent to this address. To get new posts again, <Link to={SUBSCRIBE_ACTION}>subscribe</Link> and confirm from the email.
        </Muted>
      )}
      {view.status === 'confirmed' ? (
        <FormRoot method="post" action={action} aria-label="Personas followed">
          <input type="hidden" name="action" value="save" />
          <PersonaCheckboxes id="unsubscribe-personas" checked={failed?.personas ?? view.personas} />
          <Actions>
            <SubmitButton type="submit" $variant="outline">
              {NEWSLETTER_TEXTS.savePersonas}
            </SubmitButton>
          </Actions>
        </FormRoot>
      ) : null}
    </PageColumn>
  );
}
