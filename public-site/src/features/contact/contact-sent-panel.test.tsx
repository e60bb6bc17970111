import { CONTACT_MESSAGES, DEFAULT_CONTACT_SUBJECTS } from '@folio/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Root } from 'react-dom/client';
import { hydrateAsInThePage } from '../../test/island-hydration';
import type { ContactFormIslandProps } from './contact-form-island';

const REPLY = { promise: 'I answer within two working days.', email: 'jordan@example.com' };

const islandProps = (extra: Partial<ContactFormIslandProps> = {}): ContactFormIslandProps => ({
  persona: 'business',
  form: { token: 'form-token-business', subjects: [...DEFAULT_CONTACT_SUBJECTS.business] },
  posted: null,
  address: '/?persona=business',
  reply: REPLY,
  ...extra,
});

const form = () => screen.getByRole('form', { name: 'Contact form' });
const panel = () => within(form()).queryByRole('heading', { name: 'Message received' })?.closest<HTMLElement>('#contact-sent') ?? null;

describe('the panel that says a message arrived', () => {
  let root: Root | null = null;
  let recoverable: unknown[];
  let errors: unknown[][];

  afterEach(() => {
    act(() => root?.unmount());
    root = null;
    document.body.innerHTML = '';
  });

  it('with JavaScript: replaces the line with a panel (arrival, reply time, the owner’s address) and moves focus to it', async () => {
    ({ root, recoverable, errors } = await hydrateAsInThePage('contactForm', islandProps()));
    expect(panel()).toBeNull();
    const scrolled: ScrollIntoViewOptions[] = [];
    HTMLElement.prototype.scrollIntoView = function scrollIntoView(options?: boolean | ScrollIntoViewOptions) {
      if (this.id === 'contact-sent' && typeof options === 'object') scrolled.push(options);
    };

    const user = userEvent.setup();
    await user.type(within(form()).getByLabelText('Name'), 'Ada Lovelace');
    await user.type(within(form()).getByLabelText('Email'), 'ada@example.com');
    await user.type(within(form()).getByLabelText('Message'), 'Could we talk about automating our invoicing next week?');
    await user.click(within(form()).getByRole('button', { name: 'Send message' }));

    await waitFor(() => expect(panel()).not.toBeNull());
    const shown = panel()!;
    // The contract's words, word for word, in the live region that was on the page all along.
    expect(within(shown).getByRole('status')).toHaveTextContent(CONTACT_MESSAGES.sent);
    expect(shown).toHaveTextContent(REPLY.promise);
    expect(within(shown).getByRole('link', { name: REPLY.email })).toHaveAttribute('href', `mailto:${REPLY.email}`);
    await waitFor(() => expect(document.activeElement).toBe(shown));
    expect(shown).toHaveAttribute('tabindex', '-1');
    expect(shown).toHaveAccessibleName('Message received');
    expect(scrolled).toEqual([expect.objectContaining({ block: 'nearest' })]);
    expect([recoverable, errors]).toEqual([[], []]);
  });

  it('says nothing of the reply the owner did not give (no promise, no address)', async () => {
    ({ root, recoverable, errors } = await hydrateAsInThePage('contactForm', islandProps({ address: '/?persona=business&sent=1', reply: { promise: null, email: null } })));
    const shown = panel()!;
    expect(shown.textContent).toBe(`Message received${CONTACT_MESSAGES.sent}`);
    expect(within(shown).queryByRole('link')).toBeNull();
    expect([recoverable, errors]).toEqual([[], []]);
  });
});
