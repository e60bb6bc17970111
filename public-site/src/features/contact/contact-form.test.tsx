import { CONTACT_LIMITS, CONTACT_MESSAGES, DEFAULT_CONTACT_SUBJECTS } from '@folio/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { renderApp } from '../../test/render-app';
import { advance } from '../../test/timing';
import { api, contactInbox, contactMessageAnswer, recordRequests, server } from '../../test/server';
import { FORM_TOKEN_MAX_AGE_MS } from './idempotency-key';
import { CONTACT_SEND_FAILED } from './posted-form';

const contactForm = () => screen.findByRole('form', { name: 'Contact form' }, { timeout: 3000 });

/** The persona page's contact form, its query answered (the token in its hidden field). */
async function openForm(path = '/?persona=business') {
  const app = renderApp(path);
  const form = await contactForm();
  await waitFor(() => expect(form.querySelector('input[name="formToken"]')).toHaveValue('form-token-business'));
  return { ...app, form };
}

const field = (form: HTMLElement, label: string) => within(form).getByLabelText(label);
const sendButton = (form: HTMLElement) => within(form).getByRole('button', { name: /^(Send message|Sending…)$/ });
const statusText = (form: HTMLElement) => within(form).getByRole('status').textContent;

async function fillIn(user: ReturnType<typeof renderApp>['user'], form: HTMLElement, values: { name?: string; email?: string; message?: string } = {}) {
  const { name = 'Ada Lovelace', email = 'ada@example.com', message = 'Could we talk about automating our invoicing next week?' } = values;
  if (name) await user.type(field(form, 'Name'), name);
  if (email) await user.type(field(form, 'Email'), email);
  if (message) await user.type(field(form, 'Message'), message);
}

/** Every body the API was sent, in order. */
function sentBodies() {
  const bodies: Record<string, unknown>[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'POST' && request.url.endsWith('/api/contact/messages')) void request.clone().json().then((body) => bodies.push(body as Record<string, unknown>));
  });
  return bodies;
}

describe('the contact form', () => {
  it('has labelled fields with their limits and autocomplete, the persona’s subjects, the hidden fields and a honeypot people never reach', async () => {
    const { form } = await openForm();

    expect(field(form, 'Name')).toHaveAttribute('maxlength', String(CONTACT_LIMITS.name));
    expect(field(form, 'Name')).toHaveAttribute('autocomplete', 'name');
    expect(field(form, 'Email')).toHaveAttribute('type', 'email');
    expect(field(form, 'Email')).toHaveAttribute('maxlength', String(CONTACT_LIMITS.email));
    expect(field(form, 'Email')).toHaveAttribute('autocomplete', 'email');
    expect(field(form, 'Message')).toHaveAttribute('maxlength', String(CONTACT_LIMITS.message));
    expect(field(form, 'Message')).toHaveAccessibleDescription('0 of 5,000 characters');
    const subject = within(form).getByRole('combobox', { name: 'Subject (optional)' });
    expect(within(subject).getAllByRole('option').map((option) => option.textContent)).toEqual(['Choose a subject', ...DEFAULT_CONTACT_SUBJECTS.business]);

    // Without JavaScript it is a plain form the rendering server answers.
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/contact');
    const hidden = Object.fromEntries([...form.querySelectorAll<HTMLInputElement>('input[type="hidden"]')].map((input) => [input.name, input.value]));
    expect(hidden).toEqual({ persona: 'business', page: '/?persona=business', formToken: 'form-token-business', idempotencyKey: '' });

    const trap = form.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(trap).toHaveAttribute('tabindex', '-1');
    expect(trap).toHaveAttribute('autocomplete', 'off');
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
    // Moved off-screen by CSS, never display:none (which robots skip).
    const wrapper = getComputedStyle(trap.closest('[aria-hidden="true"]')!);
    expect([wrapper.display, wrapper.position, wrapper.left]).toEqual(['block', 'absolute', '-10000px']);
    expect(within(form).queryByRole('textbox', { name: /Leave this field empty/ })).not.toBeInTheDocument();
  });

  it('counts the characters of the message as it is typed', async () => {
    const { form, user } = await openForm();
    await user.type(field(form, 'Message'), 'Hello there');
    expect(field(form, 'Message')).toHaveAccessibleDescription('11 of 5,000 characters');
  });

  it('hides the subject when the persona has none', async () => {
    server.use(http.get(api('contact/form'), () => HttpResponse.json({ token: 'form-token-business', subjects: [] })));
    const { form } = await openForm();
    expect(within(form).queryByRole('combobox')).not.toBeInTheDocument();
  });

  it('says what is missing in the contract’s words, beside each field and in a summary, and moves focus to the first', async () => {
    const requests = recordRequests();
    const { form, user } = await openForm();
    await user.type(field(form, 'Email'), 'not-an-address');
    await user.click(sendButton(form));

    await waitFor(() => expect(field(form, 'Name')).toHaveFocus());
    expect(field(form, 'Name')).toHaveAttribute('aria-invalid', 'true');
    expect(field(form, 'Name')).toHaveAccessibleDescription(CONTACT_MESSAGES.nameRequired);
    expect(field(form, 'Email')).toHaveAccessibleDescription(CONTACT_MESSAGES.emailInvalid);
    expect(field(form, 'Message')).toHaveAccessibleDescription(`0 of 5,000 characters ${CONTACT_MESSAGES.messageRequired}`);
    const summary = within(form).getByRole('heading', { name: 'Your message was not sent' }).parentElement!;
    expect(within(summary).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      [CONTACT_MESSAGES.nameRequired, '#contact-name'],
      [CONTACT_MESSAGES.emailInvalid, '#contact-email'],
      [CONTACT_MESSAGES.messageRequired, '#contact-message'],
    ]);
    await user.click(within(summary).getByRole('link', { name: CONTACT_MESSAGES.messageRequired }));
    expect(field(form, 'Message')).toHaveFocus();
    expect(requests.filter((request) => request.startsWith('POST'))).toEqual([]);
  });

  it('sends through the API, says so in a polite live region, and starts afresh', async () => {
    const bodies = sentBodies();
    const { form, user } = await openForm();
    await fillIn(user, form);
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Subject (optional)' }), 'Hiring');
    await user.click(sendButton(form));

    await waitFor(() => expect(statusText(form)).toBe(CONTACT_MESSAGES.sent));
    expect(within(form).getByRole('status')).toBeInTheDocument();
    await waitFor(() => expect(field(form, 'Message')).toHaveValue(''));
    expect(field(form, 'Name')).toHaveValue('');
    expect(contactInbox.size).toBe(1);
    expect(bodies).toEqual([
      {
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        subject: 'Hiring',
        message: 'Could we talk about automating our invoicing next week?',
        persona: 'business',
        page: '/?persona=business',
        formToken: 'form-token-business',
        idempotencyKey: expect.stringMatching(/^[0-9a-f]{32}$/),
        website: '',
      },
    ]);
  });

  it('shows “Sending…” on a disabled button while the message is on its way', async () => {
    let release: () => void = () => undefined;
    server.use(
      http.post(api('contact/messages'), async ({ request }) => {
        await new Promise<void>((resolve) => (release = resolve));
        return contactMessageAnswer(request);
      }),
    );
    const { form, user } = await openForm();
    await fillIn(user, form);
    await user.click(sendButton(form));

    await waitFor(() => expect(sendButton(form)).toHaveTextContent('Sending…'));
    expect(sendButton(form)).toBeDisabled();
    release();
    await waitFor(() => expect(sendButton(form)).toHaveTextContent('Send message'));
    expect(sendButton(form)).toBeEnabled();
    expect(statusText(form)).toBe(CONTACT_MESSAGES.sent);
  });

  it('shows the API’s 400 errors beside their fields and moves focus to the first of them', async () => {
    server.use(
      http.post(api('contact/messages'), () =>
        HttpResponse.json({ message: 'Please check the form', fields: { message: 'Too many links for one message', email: 'That address cannot receive mail' } }, { status: 400 }),
      ),
    );
    const { form, user } = await openForm();
    await fillIn(user, form);
    await user.click(sendButton(form));

    await waitFor(() => expect(field(form, 'Email')).toHaveFocus());
    expect(field(form, 'Email')).toHaveAttribute('aria-invalid', 'true');
    expect(field(form, 'Email')).toHaveAccessibleDescription('That address cannot receive mail');
    expect(field(form, 'Message')).toHaveAccessibleDescription(/Too many links for one message$/);
    expect(field(form, 'Name')).not.toHaveAttribute('aria-invalid');
    // The text stays; an edited field drops the API's word on it.
    expect(field(form, 'Message')).toHaveValue('Could we talk about automating our invoicing next week?');
    await user.type(field(form, 'Email'), 'm');
    expect(field(form, 'Email')).not.toHaveAttribute('aria-invalid');
  });

  it('keeps the text after a 429, says why in the live region, and sends again with the same key', async () => {
    const bodies = sentBodies();
    let refuse = true;
    server.use(
      http.post(api('contact/messages'), ({ request }) =>
        refuse ? HttpResponse.json({ message: CONTACT_MESSAGES.tooMany }, { status: 429, headers: { 'Retry-After': '3600' } }) : contactMessageAnswer(request),
      ),
    );
    const { form, user } = await openForm();
    await fillIn(user, form);
    await user.click(sendButton(form));

    await waitFor(() => expect(statusText(form)).toBe(CONTACT_MESSAGES.tooMany));
    expect(field(form, 'Message')).toHaveValue('Could we talk about automating our invoicing next week?');
    expect(field(form, 'Name')).toHaveValue('Ada Lovelace');
    expect(contactInbox.size).toBe(0);

    refuse = false;
    await user.click(sendButton(form));
    await waitFor(() => expect(statusText(form)).toBe(CONTACT_MESSAGES.sent));
    expect(bodies).toHaveLength(2);
    expect(bodies[1]!.idempotencyKey).toBe(bodies[0]!.idempotencyKey);
  });

  it('reuses the key after a send that got no answer, and makes a new one only after a success', async () => {
    const bodies = sentBodies();
    let fail = true;
    server.use(http.post(api('contact/messages'), ({ request }) => (fail ? HttpResponse.error() : contactMessageAnswer(request))));
    const { form, user } = await openForm();
    await fillIn(user, form);
    await user.click(sendButton(form));
    await waitFor(() => expect(statusText(form)).toBe(CONTACT_SEND_FAILED));
    expect(field(form, 'Message')).toHaveValue('Could we talk about automating our invoicing next week?');

    fail = false;
    await user.click(sendButton(form));
    await waitFor(() => expect(statusText(form)).toBe(CONTACT_MESSAGES.sent));
    // The same message sent again (the visitor could not know the first had arrived): the same key, one message.
    await waitFor(() => expect(field(form, 'Message')).toHaveValue(''));
    await fillIn(user, form, { message: 'And one more question about the timeline.' });
    await user.click(sendButton(form));
    await waitFor(() => expect(contactInbox.size).toBe(2));

    expect(bodies).toHaveLength(3);
    expect(bodies[1]!.idempotencyKey).toBe(bodies[0]!.idempotencyKey);
    expect(bodies[2]!.idempotencyKey).not.toBe(bodies[1]!.idempotencyKey);
  });

  it('asks for the form again before sending once the page has been open for more than an hour', async () => {
    const bodies = sentBodies();
    const { form, user } = await openForm();
    await fillIn(user, form);
    server.use(http.get(api('contact/form'), () => HttpResponse.json({ token: 'fresh-token', subjects: DEFAULT_CONTACT_SUBJECTS.business })));
    const requests = recordRequests();
    const now = Date.now();
    const later = jest.spyOn(Date, 'now').mockReturnValue(now + FORM_TOKEN_MAX_AGE_MS + 60_000);
    try {
      await user.click(sendButton(form));
      await waitFor(() => expect(statusText(form)).toBe(CONTACT_MESSAGES.sent));
    } finally {
      later.mockRestore();
    }
    expect(requests).toEqual(['GET /api/contact/form?persona=business', 'POST /api/contact/messages']);
    expect(bodies[0]!.formToken).toBe('fresh-token');
  });

  it('asks for a token of its own when the visitor first uses the form, and sends that one, not the page’s (which a cached page shares)', async () => {
    const bodies = sentBodies();
    const { form, user } = await openForm();
    server.use(http.get(api('contact/form'), () => HttpResponse.json({ token: 'visitor-own-token', subjects: DEFAULT_CONTACT_SUBJECTS.business })));
    const requests = recordRequests();
    await user.click(field(form, 'Name'));
    await waitFor(() => expect(requests).toEqual(['GET /api/contact/form?persona=business']));
    await fillIn(user, form);
    await user.click(sendButton(form));
    await waitFor(() => expect(statusText(form)).toBe(CONTACT_MESSAGES.sent));
    // Asked once, on the first focus; the send waits for nothing more.
    expect(requests).toEqual(['GET /api/contact/form?persona=business', 'POST /api/contact/messages']);
    expect(bodies[0]!.formToken).toBe('visitor-own-token');
  });

  it('sends the page’s token when asking for its own fails', async () => {
    const bodies = sentBodies();
    const { form, user } = await openForm();
    server.use(http.get(api('contact/form'), () => new HttpResponse('Database unavailable', { status: 500 })));
    const requests = recordRequests();
    await fillIn(user, form);
    await user.click(sendButton(form));
    await waitFor(() => expect(statusText(form)).toBe(CONTACT_MESSAGES.sent));
    // Asked on the first focus, and once more before sending: both failed.
    expect(requests.filter((request) => request.startsWith('GET /api/contact/form'))).toHaveLength(2);
    expect(bodies[0]!.formToken).toBe('form-token-business');
  });

  it('sends the token it has when the page is younger than an hour', async () => {
    const { form, user } = await openForm();
    await fillIn(user, form);
    const requests = recordRequests();
    await user.click(sendButton(form));
    await waitFor(() => expect(statusText(form)).toBe(CONTACT_MESSAGES.sent));
    expect(requests).toEqual(['POST /api/contact/messages']);
  });

  it('passes on what the honeypot holds, as robots fill it', async () => {
    const bodies = sentBodies();
    const { form, user } = await openForm();
    await fillIn(user, form);
    form.querySelector<HTMLInputElement>('input[name="website"]')!.value = 'https://spam.example';
    await user.click(sendButton(form));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]!.website).toBe('https://spam.example');
  });

  it('thanks the visitor on the page a form sent without JavaScript comes back to (?sent=1)', async () => {
    const { form } = await openForm('/?persona=business&sent=1');
    expect(statusText(form)).toBe(CONTACT_MESSAGES.sent);
    expect(form.querySelector('input[name="page"]')).toHaveValue('/?persona=business');
  });

  it('says it could not be sent when the API takes too long, and keeps the text', async () => {
    server.use(http.post(api('contact/messages'), async () => {
      await delay('infinite');
      return HttpResponse.json({});
    }));
    jest.useFakeTimers({ advanceTimers: true, doNotFake: ['performance', 'queueMicrotask', 'nextTick', 'setImmediate'] });
    try {
      const { form, user } = await openForm();
      await fillIn(user, form, { message: 'Hello' });
      await user.click(sendButton(form));
      await waitFor(() => expect(sendButton(form)).toBeDisabled());
      advance(25_000);
      await waitFor(() => expect(statusText(form)).toBe(CONTACT_SEND_FAILED));
      expect(field(form, 'Message')).toHaveValue('Hello');
    } finally {
      jest.useRealTimers();
    }
  });
});
