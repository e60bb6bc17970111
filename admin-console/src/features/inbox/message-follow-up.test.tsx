import { EMAIL_OFF_NOTICE } from '@folio/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { contactMessage, inboxMessages } from '../../test/inbox-fixtures';
import { address, findToast, renderConsole, type RenderOptions } from '../../test/render';

const fact = (label: string) => within(screen.getByLabelText('About this message')).getByText(label).nextElementSibling as HTMLElement;
const rowOf = (name: string) => screen.getByRole('link', { name: new RegExp(name) }).closest('li')!;
const openAt = (at: string, options: RenderOptions = {}) => renderConsole({ inbox: { messages: inboxMessages() }, at, ...options });
const patches = (api: Awaited<ReturnType<typeof renderConsole>>['api'], id: number) =>
  api.calls('PATCH', `/api/admin/messages/${id}`).map((call) => call.body).filter((body) => JSON.stringify(body) !== '{"read":true}');

describe("the owner's follow-up on a message", () => {
  it("Reply opens the mail client with the quote and marks the message replied, with the time; it can be undone by hand", async () => {
    const { user, api } = await openAt('/admin/inbox/3');
    await screen.findByRole('heading', { level: 2, name: 'Coaching' });
    expect(fact('Replied')).toHaveTextContent('Not yet');
    const reply = screen.getByRole('link', { name: 'Reply to Linus Coach by email' });
    expect(reply.getAttribute('href')).toMatch(/^mailto:linus@example\.com\?subject=Re%3A%20Coaching&body=/);
    // jsdom opens no mail client; the click is what counts.
    reply.addEventListener('click', (event) => event.preventDefault());
    await user.click(reply);
    await findToast('Success', 'Message marked as replied');
    expect(patches(api, 3)).toEqual([{ replied: true }]);
    await waitFor(() => expect(fact('Replied').querySelector('time')).toHaveTextContent('just now'));
    expect(address()).toBe('/admin/inbox/3');

    await user.click(screen.getByRole('button', { name: 'Mark as not replied' }));
    await findToast('Success', 'Message marked as not replied');
    expect(patches(api, 3)).toEqual([{ replied: true }, { replied: false }]);
    await waitFor(() => expect(fact('Replied')).toHaveTextContent('Not yet'));
    await user.click(screen.getByRole('button', { name: 'Mark as replied' }));
    await waitFor(() => expect(api.inbox.messages.find((message) => message.id === 3)!.repliedAt).not.toBeNull());
  });

  it('keeps a private note: saved, shown in the list, and removed when emptied', async () => {
    const { user, api } = await openAt('/admin/inbox/3');
    const note = await screen.findByRole('textbox', { name: 'Private note' });
    expect(note).toHaveAccessibleDescription('Only you see it; it is never sent to Linus Coach.');
    const save = screen.getByRole('button', { name: 'Save note' });
    expect(save).toBeDisabled();
    await user.type(note, 'Call back on Monday{Enter}Quote: 3 sessions');
    await user.click(save);
    await findToast('Success', 'Note saved');
    expect(patches(api, 3)).toEqual([{ note: 'Call back on Monday\nQuote: 3 sessions' }]);
    await waitFor(() => expect(save).toBeDisabled());

    await user.click(screen.getByRole('link', { name: 'Back to Inbox' }));
    await screen.findByRole('link', { name: 'Linus Coach' });
    expect(await within(rowOf('Linus Coach')).findByText('Note: Call back on Monday')).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Linus Coach' }));
    await user.clear(await screen.findByRole('textbox', { name: 'Private note' }));
    await user.click(screen.getByRole('button', { name: 'Save note' }));
    await findToast('Success', 'Note removed');
    expect(patches(api, 3).at(-1)).toEqual({ note: null });
    expect(api.inbox.messages.find((message) => message.id === 3)!.note).toBeNull();
  });

  it('says in the list which messages were answered', async () => {
    const answered = contactMessage({ id: 9, name: 'Answered Al', repliedAt: new Date(Date.now() - 2 * 60 * 60_000).toISOString(), minutesAgo: 300 });
    await renderConsole({ inbox: { messages: [...inboxMessages(), answered] }, at: '/admin/inbox' });
    await screen.findByRole('list', { name: 'Messages' });
    expect(within(rowOf('Answered Al')).getByText(/^Replied/)).toHaveTextContent('Replied 2 hours ago');
    expect(within(rowOf('Linus Coach')).queryByText(/^Replied/)).not.toBeInTheDocument();
  });
});

describe('the notice while email to the owner is off', () => {
  it('stays on every screen, saying what to set, while the API sends no email', async () => {
    const { user } = await renderConsole({ inbox: { messages: inboxMessages(), mailConfigured: false }, at: '/admin/companies' });
    const notice = await screen.findByRole('note', { name: 'Email to you is off' });
    expect(notice).toHaveTextContent(`${EMAIL_OFF_NOTICE.title} ${EMAIL_OFF_NOTICE.text}`);
    expect(notice).toHaveTextContent(/SMTP_URL, CONTACT_FROM and CONTACT_NOTIFY_TO/);
    await user.click(screen.getByRole('tab', { name: /^Inbox/ }));
    await screen.findByRole('list', { name: 'Messages' });
    expect(screen.getByRole('note', { name: 'Email to you is off' })).toBeInTheDocument();
  });

  it('is not shown once email is configured', async () => {
    await renderConsole({ inbox: { messages: inboxMessages(), mailConfigured: true }, at: '/admin/inbox' });
    await screen.findByRole('list', { name: 'Messages' });
    expect(screen.queryByRole('note', { name: 'Email to you is off' })).not.toBeInTheDocument();
  });
});

describe('the Inbox first', () => {
  it('puts the messages before the leads per persona and the subjects link', async () => {
    await renderConsole({ inbox: { messages: inboxMessages() }, at: '/admin/inbox' });
    const messages = await screen.findByRole('list', { name: 'Messages' });
    const leads = screen.getByRole('table', { name: 'Leads per persona' });
    const subjects = screen.getByRole('link', { name: "Edit the contact form's subjects" });
    expect(messages.compareDocumentPosition(leads) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(leads.compareDocumentPosition(subjects) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('on a phone, folds the search and the filters behind one button, open when the address sets one', async () => {
    const { user } = await renderConsole({ width: 375, inbox: { messages: inboxMessages() }, at: '/admin/inbox' });
    await screen.findByRole('list', { name: 'Messages' });
    const toggle = screen.getByRole('button', { name: 'Search and filters' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('searchbox', { name: 'Search messages' })).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Unread only' })).toBeInTheDocument();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('searchbox', { name: 'Search messages' })).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Persona filter' })).toBeVisible();
  });

  it('on a phone, opens the filters at once when the address names some, and counts them', async () => {
    await renderConsole({ width: 375, inbox: { messages: inboxMessages() }, at: '/admin/inbox?persona=fitness&q=coach' });
    await screen.findByRole('list', { name: 'Messages' });
    expect(screen.getByRole('button', { name: 'Search and filters (2)' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('searchbox', { name: 'Search messages' })).toHaveValue('coach');
  });
});
