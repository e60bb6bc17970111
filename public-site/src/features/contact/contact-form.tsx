import { CONTACT_LIMITS, CONTACT_MESSAGES, contactMessageStruct, fieldErrors, type TagType } from '@folio/contracts';
import { useHydrated } from '@folio/shared-ui';
import type { FormApi } from 'final-form';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Form } from 'react-final-form';
import { isApiError } from '../../api/base-query';
import { scrollBehavior } from '../../lib/scroll';
import { useThunkDispatch } from '../../lib/store-hooks';
import { contactApi, useGetContactFormQuery } from './contact-api';
import { useSendContactMessageMutation } from './contact-send-api';
import { ContactMessageField, ContactSubjectField, ContactTextField, Honeypot } from './contact-fields';
import { Actions, FormRoot, NoticeBox, Row, SendButton, Summary } from './contact-form-styles';
import { ContactSentPanel, type ContactReply } from './contact-sent-panel';
import { FORM_TOKEN_MAX_AGE_MS, newIdempotencyKey, pageOpenedAt } from './idempotency-key';
import {
  CONTACT_ACTION,
  CONTACT_FIELDS,
  CONTACT_SEND_FAILED,
  contactFieldId,
  contactPagePath,
  EMPTY_CONTACT_VALUES,
  SENT_PARAM,
  type ContactField,
  type ContactValues,
  type PostedContactForm,
} from './posted-form';

type FieldErrors = Partial<Record<ContactField, string>>;
/** `n` tells one message from the same words said again (a second 429), so the live region reads it out again; `sent`: the message arrived. */
type Notice = { text: string; error: boolean; n: number; sent?: boolean };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The form's own fields among `fields`, in the form's order; the rest (a field the visitor cannot change) as one message. */
function splitErrors(fields: Record<string, unknown>): { errors: FieldErrors; other: string | null } {
  const errors: FieldErrors = {};
  const other: string[] = [];
  for (const [field, message] of Object.entries(fields)) {
    if (typeof message !== 'string') continue;
    if ((CONTACT_FIELDS as readonly string[]).includes(field)) errors[field as ContactField] = message;
    else other.push(message);
  }
  return { errors, other: other.length > 0 ? other.join(' ') : null };
}

/** What a failed send says: the API's 400 `fields`, a 429's message (the text stays in the form), or that it could not be sent. */
function failureOf(error: unknown): { errors: FieldErrors; message: string | null } {
  let body: unknown = null;
  try {
    body = isApiError(error) && error.body ? JSON.parse(error.body) : null;
  } catch {
    // not JSON: a proxy's page
  }
  const status = isApiError(error) ? error.status : null;
  if (status === 400 && isRecord(body) && isRecord(body.fields)) {
    const { errors, other } = splitErrors(body.fields);
    if (Object.keys(errors).length > 0) return { errors, message: other };
  }
  if (status === 429) return { errors: {}, message: isRecord(body) && typeof body.message === 'string' ? body.message : CONTACT_MESSAGES.tooMany };
  return { errors: {}, message: CONTACT_SEND_FAILED };
}

const validate = (values: ContactValues): FieldErrors => splitErrors(fieldErrors(contactMessageStruct, values)).errors;

export interface ContactFormProps {
  persona: TagType | null;
  /** A form sent without JavaScript that did not go through, when this page answers it. */
  posted: PostedContactForm | null;
  /** The path and query of the page the form is on. */
  address: string;
  /** What the panel shown once a message arrived says of the reply. */
  reply?: ContactReply | null;
}

/**
 * The contact form (docs/leads.md), inside its island's own store (contact-form-island.tsx). Rendered
 * by the server and sent as a plain POST to /contact until (or without) JavaScript; once live, sent
 * through the API slice with inline errors, focus on the first error and a polite live region. One
 * idempotency key per message: a second click, a retry or a resend after a timeout reuse it, and only
 * a success makes a new one.
 */
export function ContactForm({ persona, posted, address, reply = null }: ContactFormProps) {
  const { pathname, search } = new URL(address, 'http://folio.invalid');
  const { data: form } = useGetContactFormQuery(persona);
  const [send] = useSendContactMessageMutation();
  const dispatch = useThunkDispatch();
  const live = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  const websiteRef = useRef<HTMLInputElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const sentPanelRef = useRef<HTMLDivElement>(null);
  const keyRef = useRef<string | null>(posted?.idempotencyKey || null);
  /** A token this browser asked for, and when: the page's own may be shared (a micro-cached page is the same for every visitor of its window). */
  const freshToken = useRef<{ token: string; at: number } | null>(null);
  const tokenRequest = useRef<Promise<string | null> | null>(null);
  const askedOnFirstUse = useRef(false);
  const sent = new URLSearchParams(search).get(SENT_PARAM) === '1';
  const [notice, setNotice] = useState<Notice | null>(() => {
    if (posted?.formError) return { text: posted.formError, error: true, n: 0 };
    return sent ? { text: CONTACT_MESSAGES.sent, error: false, n: 0, sent: true } : null;
  });
  // A message sent from this page: focus on the panel that says it arrived, once it is rendered focusable, brought into
  // view below the fixed header (its scroll-margin). Not for the server's answer to a form sent without JavaScript
  // (`n` 0): that page opens at the panel by its address.
  const sentHere = notice?.sent === true && notice.n > 0 ? notice.n : 0;
  useEffect(() => {
    if (sentHere === 0) return;
    sentPanelRef.current?.focus({ preventScroll: true });
    sentPanelRef.current?.scrollIntoView?.({ block: 'nearest', behavior: scrollBehavior() });
  }, [sentHere]);
  const [summary, setSummary] = useState<FieldErrors>(() => posted?.errors ?? {});
  const [postedErrors, setPostedErrors] = useState<FieldErrors>(() => posted?.errors ?? {});
  const page = contactPagePath(pathname, search);
  const serverToken = posted?.formToken || form?.token || '';
  const subjects = form?.subjects ?? [];

  const say = (text: string | null, error = false) => setNotice((last) => (text === null ? null : { text, error, n: (last?.n ?? 0) + 1 }));
  const focusFirstError = () => setTimeout(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);

  /** Asks the API for a token of this visitor's own (one request at a time); null when it cannot be had. */
  function requestToken(): Promise<string | null> {
    tokenRequest.current ??= dispatch(contactApi.endpoints.getContactForm.initiate(persona, { subscribe: false, forceRefetch: true }))
      .unwrap()
      .then(({ token }) => {
        freshToken.current = { token, at: Date.now() };
        return token;
      })
      .catch(() => null)
      .finally(() => {
        tokenRequest.current = null;
      });
    return tokenRequest.current;
  }

  /**
   * On the visitor's first focus or input, a token of their own: two visitors served the same cached
   * page must not send with the same token (the API keeps only the first message a token sends in the
   * inbox). Not for a form sent without JavaScript and answered with its errors: its token dates the
   * form the visitor filled in, and a new one would make a quick correction look hasty.
   */
  function onFirstUse() {
    if (askedOnFirstUse.current || posted) return;
    askedOnFirstUse.current = true;
    void requestToken();
  }

  /**
   * The token to send: this visitor's own (or a posted form's) while it is less than an hour old, else
   * one asked for now; the page's token only when that request fails.
   */
  async function currentToken(): Promise<string | null> {
    await tokenRequest.current;
    const known = freshToken.current ?? (posted?.formToken ? { token: posted.formToken, at: pageOpenedAt() } : null);
    if (known && Date.now() - known.at < FORM_TOKEN_MAX_AGE_MS) return known.token;
    return (await requestToken()) ?? (known?.token || serverToken || null);
  }

  async function onSubmit(values: ContactValues, formApi: FormApi<ContactValues>) {
    setPostedErrors({});
    say(null);
    const focused = document.activeElement;
    const idempotencyKey = (keyRef.current ??= newIdempotencyKey());
    const formToken = await currentToken();
    try {
      await send({
        ...values,
        subject: values.subject || null,
        persona,
        page,
        formToken,
        idempotencyKey,
        website: websiteRef.current?.value ?? '',
      }).unwrap();
    } catch (error) {
      const { errors, message } = failureOf(error);
      setSummary(errors);
      if (message) say(message, true);
      if (Object.keys(errors).length > 0) {
        focusFirstError();
        return errors;
      }
      if (focused === submitRef.current) setTimeout(() => submitRef.current?.focus(), 0);
      return undefined;
    }
    keyRef.current = null;
    setSummary({});
    setNotice((last) => ({ text: CONTACT_MESSAGES.sent, error: false, n: (last?.n ?? 0) + 1, sent: true }));
    // After final-form has settled this submit: a reset inside it would be undone.
    setTimeout(() => formApi.reset(EMPTY_CONTACT_VALUES), 0);
    return undefined;
  }

  const summaryFields = CONTACT_FIELDS.filter((field) => summary[field]);
  // Only the server's answer to a form sent without JavaScript takes focus as the page loads (autofocus,
  // which also scrolls it into view; the action has no #fragment: a page opened at one skips autofocus).
  const focusOnLoad = posted !== null;

  return (
    <Form<ContactValues>
      onSubmit={onSubmit}
      validate={validate}
      initialValues={posted?.values ?? EMPTY_CONTACT_VALUES}
      subscription={{ submitting: true }}
      render={({ handleSubmit, form: formApi, submitting }) => {
        const submit = (event: FormEvent<HTMLFormElement>) => {
          event.preventDefault();
          if (formApi.getState().submitting) return;
          void handleSubmit(event);
          const { hasValidationErrors, errors } = formApi.getState();
          if (hasValidationErrors) {
            setSummary(errors as FieldErrors);
            say(null);
            focusFirstError();
          }
        };
        return (
          <FormRoot
            ref={formRef}
            id="contact-form"
            method="post"
            action={CONTACT_ACTION}
            noValidate
            aria-label="Contact form"
            onSubmit={submit}
            onFocus={onFirstUse}
            onInput={onFirstUse}
          >
            <ContactSentPanel sent={notice?.sent === true} reply={reply} panelRef={sentPanelRef}>
              <div role="status">
                {notice?.sent ? (
                  <p key={notice.n}>{notice.text}</p>
                ) : notice ? (
                  <NoticeBox key={notice.n} $error={notice.error} tabIndex={-1} autoFocus={focusOnLoad && notice.error && summaryFields.length === 0}>
                    {notice.text}
                  </NoticeBox>
                ) : null}
              </div>
            </ContactSentPanel>
            {summaryFields.length > 0 ? (
              <Summary tabIndex={-1} autoFocus={focusOnLoad} aria-labelledby="contact-summary-title">
                <h3 id="contact-summary-title">Your message was not sent</h3>
                <ul>
                  {summaryFields.map((field) => (
                    <li key={field}>
                      <a
                        href={`#${contactFieldId(field)}`}
                        onClick={(event) => {
                          event.preventDefault();
                          document.getElementById(contactFieldId(field))?.focus();
                        }}
                      >
                        {summary[field]}
                      </a>
                    </li>
                  ))}
                </ul>
              </Summary>
            ) : null}
            <Row>
              <ContactTextField name="name" label="Name" postedError={postedErrors.name} required maxLength={CONTACT_LIMITS.name} autoComplete="name" />
              <ContactTextField
                name="email"
                label="Email"
                type="email"
                postedError={postedErrors.email}
                required
                maxLength={CONTACT_LIMITS.email}
                autoComplete="email"
              />
            </Row>
            {subjects.length > 0 ? <ContactSubjectField name="subject" label="Subject (optional)" postedError={postedErrors.subject} subjects={subjects} /> : null}
            <ContactMessageField name="message" label="Message" postedError={postedErrors.message} maxLength={CONTACT_LIMITS.message} counted={live} />
            <Honeypot inputRef={websiteRef} />
            <input type="hidden" name="persona" value={persona ?? ''} />
            <input type="hidden" name="page" value={page} />
            <input type="hidden" name="formToken" value={serverToken} />
            <input type="hidden" name="idempotencyKey" value={posted?.idempotencyKey ?? ''} />
            <Actions>
              <SendButton ref={submitRef} type="submit" $size="lg" disabled={submitting}>
                {submitting ? 'Sending…' : 'Send message'}
              </SendButton>
            </Actions>
          </FormRoot>
        );
      }}
    />
  );
}
