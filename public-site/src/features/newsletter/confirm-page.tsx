import { NEWSLETTER_TEXTS, PERSONA_TITLES } from '@folio/contracts';
import { Link, useParams } from 'react-router-dom';
import { HeadTags, useSite } from '../site';
import { confirmPath, SUBSCRIBE_ACTION, useNewsletterAnswer } from './newsletter-answer';
import { tokenPageHead } from './newsletter-head';
import { Actions, FormRoot, Muted, NoticeBox, PageColumn, PageTitle, SubmitButton } from './newsletter-styles';

/**
 * /subscribe/confirm/<token>, the confirmation email's link. Its GET only shows a 'Confirm' button:
 * mail systems open the links of an email to scan them, so opening it must not confirm. The button's
 * POST does (server/newsletter-pages.ts), and this page then says how it went.
 */
export default function ConfirmPage() {
  const site = useSite();
  const { token = '' } = useParams();
  const answer = useNewsletterAnswer();

  let body;
  if (answer?.kind === 'confirmed') {
    body = (
      <>
        <div role="status">
          <NoticeBox $error={false}>{NEWSLETTER_TEXTS.confirmed}</NoticeBox>
        </div>
        <p>You follow: {answer.personas.map((persona) => PERSONA_TITLES[persona]).join(', ')}.</p>
        <p>
          <Link to="/blog">Read the blog</Link>
        </p>
      </>
    );
  } else if (answer?.kind === 'expired' || answer?.kind === 'unknown') {
    body = (
      <>
        <div role="status">
          <NoticeBox $error>{NEWSLETTER_TEXTS.linkExpired}</NoticeBox>
        </div>
        <p>
          <Link to={SUBSCRIBE_ACTION}>Subscribe again</Link>
        </p>
      </>
    );
  } else {
    body = (
      <FormRoot method="post" action={confirmPath(token)} aria-label={NEWSLETTER_TEXTS.confirmHeading}>
        <div role="status">
          {answer?.kind === 'failed' ? (
            <NoticeBox $error tabIndex={-1} autoFocus>
              {answer.message}
            </NoticeBox>
          ) : null}
        </div>
        <Muted>Press the button to start getting new posts by email.</Muted>
        <Actions>
          <SubmitButton type="submit" $size="lg">
            {NEWSLETTER_TEXTS.confirm}
          </SubmitButton>
        </Actions>
      </FormRoot>
    );
  }
  return (
    <PageColumn>
      <HeadTags head={tokenPageHead(site, NEWSLETTER_TEXTS.confirmHeading)} />
      <PageTitle>{NEWSLETTER_TEXTS.confirmHeading}</PageTitle>
      {body}
    </PageColumn>
  );
}
