import { NEWSLETTER_CONSENT_WORDING, NEWSLETTER_LIMITS, NEWSLETTER_TEXTS, type TagType } from '@folio/contracts';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { Container } from '../../components/layout-primitives';
import { useGetNewsletterFormQuery } from './newsletter-api';
import {
  SUBSCRIBE_ACTION,
  SUBSCRIBE_FIELDS,
  SUBSCRIBE_SECTION_ID,
  SUBSCRIBED_PARAM,
  subscribeFieldId,
  subscribePagePath,
  useNewsletterAnswer,
  type PostedSubscribeForm,
} from './newsletter-answer';
import {
  Actions,
  Consent,
  ErrorText,
  FieldRoot,
  FormHeading,
  FormRoot,
  Input,
  Label,
  NoticeBox,
  Panel,
  SubmitButton,
  Summary,
  Trap,
} from './newsletter-styles';
import { PersonaCheckboxes } from './persona-checkboxes';

const HEADING_ID = `${SUBSCRIBE_SECTION_ID}-heading`;
const CONSENT_ID = 'subscribe-consent';

const Band = styled.section`
  padding-block: clamp(2.5rem, 6vw, 4rem);
  scroll-margin-top: 4.5rem;
`;

const InColumn = styled.section`
  margin-top: 2.5rem;
  scroll-margin-top: 5.5rem;
`;

interface SubscribeFormProps {
  /** The personas checked when the form is first shown: the page's. */
  personas: readonly TagType[];
  posted: PostedSubscribeForm | null;
  formToken: string;
}

/**
 * The subscribe form, plain HTML that works without JavaScript: a POST to /subscribe, which the
 * rendering server answers (server/subscribe-post.ts). On the page answering a form that did not go
 * through, the visitor's values, each error beside its field, and a summary (or the form's message)
 * that takes focus as the page loads.
 */
function SubscribeForm({ personas, posted, formToken }: SubscribeFormProps) {
  const { pathname, search } = useLocation();
  const errors = posted?.errors ?? {};
  const summaryFields = SUBSCRIBE_FIELDS.filter((field) => errors[field]);
  const emailError = errors.email;
  const emailErrorId = `${subscribeFieldId('email')}-error`;
  return (
    <FormRoot method="post" action={SUBSCRIBE_ACTION} noValidate aria-labelledby={HEADING_ID}>
      <div role="status">
        {posted?.formError ? (
          <NoticeBox $error tabIndex={-1} autoFocus={summaryFields.length === 0}>
            {posted.formError}
          </NoticeBox>
        ) : null}
      </div>
      {summaryFields.length > 0 ? (
        <Summary tabIndex={-1} autoFocus aria-labelledby="subscribe-summary-title">
          <h3 id="subscribe-summary-title">You are not subscribed yet</h3>
          <ul>
            {summaryFields.map((field) => (
              <li key={field}>
                <a href={`#${subscribeFieldId(field)}`}>{errors[field]}</a>
              </li>
            ))}
          </ul>
        </Summary>
      ) : null}
      <FieldRoot>
        <Label htmlFor={subscribeFieldId('email')}>{NEWSLETTER_TEXTS.email}</Label>
        <Input
          id={subscribeFieldId('email')}
          name="email"
          type="email"
          autoComplete="email"
          spellCheck={false}
          autoCapitalize="off"
          aria-required="true"
          maxLength={NEWSLETTER_LIMITS.email}
          defaultValue={posted?.values.email ?? ''}
          aria-invalid={emailError ? true : undefined}
          aria-describedby={emailError ? emailErrorId : undefined}
        />
        {emailError ? <ErrorText id={emailErrorId}>{emailError}</ErrorText> : null}
      </FieldRoot>
      <PersonaCheckboxes id={subscribeFieldId('personas')} checked={posted?.values.personas ?? personas} error={errors.personas} />
      <Trap aria-hidden="true">
        <label htmlFor={subscribeFieldId('website')}>Leave this field empty</label>
        <input id={subscribeFieldId('website')} name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </Trap>
      <input type="hidden" name="page" value={posted?.page ?? subscribePagePath(pathname, search)} />
      <input type="hidden" name="formToken" value={posted?.formToken || formToken} />
      <Actions>
        <SubmitButton type="submit" $size="lg" aria-describedby={CONSENT_ID}>
          {NEWSLETTER_TEXTS.subscribe}
        </SubmitButton>
        <Consent id={CONSENT_ID}>{NEWSLETTER_CONSENT_WORDING}</Consent>
      </Actions>
    </FormRoot>
  );
}

export interface SubscribeSectionProps {
  /** The personas preselected: the page's (newsletter-answer.ts `preselected`). */
  personas: readonly TagType[];
  /** 'band': a full-width section of its own (the persona page, /blog); 'column': inside a page's column (a post, /subscribe). */
  layout?: 'band' | 'column';
}

/**
 * The subscribe section (`#subscribe`): its heading and the form, or once a form was sent from this
 * page (`?subscribed=1`, Post/Redirect/Get) the thanks in its place. Shown only when the API says the
 * forms are available (mail is configured) — its answer is optional to every page (app/page-loaders.ts):
 * when it fails, the page shows no form.
 */
export function SubscribeSection({ personas, layout = 'band' }: SubscribeSectionProps) {
  const { data: form } = useGetNewsletterFormQuery();
  const answer = useNewsletterAnswer();
  const posted = answer?.kind === 'subscribe' ? answer.posted : null;
  const { search } = useLocation();
  const thanked = !posted && new URLSearchParams(search).get(SUBSCRIBED_PARAM) === '1';
  if (!thanked && !posted && !form?.available) return null;

  const panel = (
    <Panel>
      <FormHeading id={HEADING_ID}>{NEWSLETTER_TEXTS.heading}</FormHeading>
      {thanked ? (
        <div role="status">
          <NoticeBox $error={false}>{NEWSLETTER_TEXTS.sent}</NoticeBox>
        </div>
      ) : (
        <SubscribeForm personas={personas} posted={posted} formToken={form?.token ?? ''} />
      )}
    </Panel>
  );
  return layout === 'band' ? (
    <Band id={SUBSCRIBE_SECTION_ID} aria-labelledby={HEADING_ID}>
      <Container>{panel}</Container>
    </Band>
  ) : (
    <InColumn id={SUBSCRIBE_SECTION_ID} aria-labelledby={HEADING_ID}>
      {panel}
    </InColumn>
  );
}
