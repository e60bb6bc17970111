import { CONTACT_MESSAGES, DEFAULT_CONTACT_SUBJECTS } from '@folio/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Root } from 'react-dom/client';
import { hydrateAsInThePage } from '../../test/island-hydration';
import { contactInbox, recordRequests } from '../../test/server';
import type { ContactFormIslandProps } from './contact-form-island';
import type { PostedContactForm } from './posted-form';

/*
 * Browsers reflect the autofocus attribute as a property, which React's hydration compares with its
 * prop; jsdom has no such property, so React would see `undefined` where the server wrote the attribute.
 */
Object.defineProperty(HTMLElement.prototype, 'autofocus', {
  configurable: true,
  get(this: HTMLElement) {
    return this.hasAttribute('autofocus');
  },
  set(this: HTMLElement, value: boolean) {
    this.toggleAttribute('autofocus', value);
  },
});

const islandProps = (extra: Partial<ContactFormIslandProps> = {}): ContactFormIslandProps => ({
  persona: 'business',
  form: { token: 'form-token-business', subjects: [...DEFAULT_CONTACT_SUBJECTS.business] },
  posted: null,
  address: '/?persona=business',
  ...extra,
});

/** A form sent without JavaScript that the API refused, as the rendering server answers it. */
const posted: PostedContactForm = {
  values: { name: '', email: 'ada@example.com', subject: 'Hiring', message: 'Could we talk next week?' },
  formToken: 'form-token-posted',
  idempotencyKey: '0123456789abcdef0123456789abcdef',
  errors: { name: CONTACT_MESSAGES.nameRequired },
  formError: null,
};

const form = () => screen.getByRole('form', { name: 'Contact form' });
const field = (label: string) => within(form()).getByLabelText(label);
const statusText = () => within(form()).getByRole('status').textContent;

describe('the contact form island', () => {
  let root: Root | null = null;
  let recoverable: unknown[];
  let errors: unknown[][];

  afterEach(() => {
    act(() => root?.unmount());
    root = null;
    document.body.innerHTML = '';
  });

  /** The island's HTML as the rendering server writes it, then hydrated as the islands' script does (test/island-hydration.tsx). */
  async function hydrate(props: ContactFormIslandProps) {
    ({ root, recoverable, errors } = await hydrateAsInThePage('contactForm', props));
  }

  const expectCleanHydration = () => {
    expect(recoverable).toEqual([]);
    expect(errors).toEqual([]);
  };

  it('hydrates the server’s form without a mismatch or a call, then sends through the API and says so', async () => {
    const requests = recordRequests();
    await hydrate(islandProps());
    expectCleanHydration();
    expect(form().querySelector('input[name="formToken"]')).toHaveValue('form-token-business');
    // Live: the count follows the typing.
    await waitFor(() => expect(field('Message')).toHaveAccessibleDescription('0 of 5,000 characters'));
    expect(requests).toEqual([]);

    const user = userEvent.setup();
    await user.type(field('Name'), 'Ada Lovelace');
    await user.type(field('Email'), 'ada@example.com');
    await user.type(field('Message'), 'Could we talk about automating our invoicing next week?');
    await user.click(within(form()).getByRole('button', { name: 'Send message' }));

    await waitFor(() => expect(statusText()).toBe(CONTACT_MESSAGES.sent));
    // A token of the visitor's own, asked for on the first focus (the page's may be shared by a cache).
    expect(requests).toEqual(['GET /api/contact/form?persona=business', 'POST /api/contact/messages']);
    expect([...contactInbox.values()]).toMatchObject([{ name: 'Ada Lovelace', persona: 'business', page: '/?persona=business', formToken: 'form-token-business' }]);
    await waitFor(() => expect(field('Message')).toHaveValue(''));
    expectCleanHydration();
  });

  it('hydrates a form sent without JavaScript with its values, errors and summary, and sends it again with its token and key', async () => {
    await hydrate(islandProps({ posted }));
    expectCleanHydration();
    const summary = within(form()).getByRole('heading', { name: 'Your message was not sent' }).parentElement!;
    expect(summary).toHaveAttribute('autofocus');
    expect(within(summary).getByRole('link', { name: CONTACT_MESSAGES.nameRequired })).toHaveAttribute('href', '#contact-name');
    expect(field('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Email')).toHaveValue('ada@example.com');
    expect(field('Message')).toHaveValue('Could we talk next week?');
    expect(form().querySelector('input[name="idempotencyKey"]')).toHaveValue(posted.idempotencyKey);

    const user = userEvent.setup();
    await user.type(field('Name'), 'Ada Lovelace');
    expect(field('Name')).not.toHaveAttribute('aria-invalid');
    await user.click(within(form()).getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(statusText()).toBe(CONTACT_MESSAGES.sent));
    expect([...contactInbox.values()]).toMatchObject([{ name: 'Ada Lovelace', subject: 'Hiring', formToken: 'form-token-posted', idempotencyKey: posted.idempotencyKey }]);
    expectCleanHydration();
  });

  it('thanks the visitor on the page a form sent without JavaScript comes back to (?sent=1), hydrating cleanly', async () => {
    await hydrate(islandProps({ address: '/?persona=business&sent=1' }));
    expectCleanHydration();
    expect(statusText()).toBe(CONTACT_MESSAGES.sent);
    expect(form().querySelector('input[name="page"]')).toHaveValue('/?persona=business');
  });

  it('asks for the form once live when the server could not load it', async () => {
    await hydrate(islandProps({ form: null }));
    expectCleanHydration();
    await waitFor(() => expect(form().querySelector('input[name="formToken"]')).toHaveValue('form-token-business'));
    expect(within(form()).getByRole('combobox', { name: 'Subject (optional)' })).toBeInTheDocument();
  });
});
