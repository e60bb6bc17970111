import { MESSAGE_PAGE_SIZE, SPAM_REASONS } from '@folio/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { contactMessage, inboxMessages } from '../../test/inbox-fixtures';
import { address, renderConsole, type RenderOptions } from '../../test/render';
import { field } from '../../test/ui';

const rows = () => within(screen.getByRole('list', { name: 'Messages' })).getAllByRole('listitem');
const senders = () => rows().map((row) => within(row).getByRole('heading').textContent);
const rowOf = (name: string) => screen.getByRole('link', { name: new RegExp(name) }).closest('li')!;
const query = () => Object.fromEntries(new URLSearchParams(window.location.search));

async function openInbox(options: RenderOptions = {}) {
  const rendered = await renderConsole({ inbox: { messages: inboxMessages() }, at: '/admin/inbox', ...options });
  await screen.findByRole('list', { name: 'Messages' });
  return rendered;
}

describe('the inbox list', () => {
  it('shows the inbox newest first: sender, subject, first line, persona and when; unread rows in bold and said to be unread', async () => {
    const messages = inboxMessages();
    await openInbox({ inbox: { messages } });
    expect(screen.getByRole('heading', { level: 2, name: 'Inbox' })).toBeInTheDocument();
    expect(senders()).toEqual(['Unread: Ada Lovelace', 'Unread: Grace Hopper', 'Linus Coach']);
    expect(screen.getByText('3 messages')).toBeInTheDocument();

    const ada = rowOf('Ada Lovelace');
    expect(within(ada).getByRole('link', { name: 'Unread: Ada Lovelace' })).toHaveAttribute('href', '/admin/inbox/1');
    expect(within(ada).getByText('Hiring')).toBeInTheDocument();
    // The first line of the message only.
    expect(within(ada).getByText('We are hiring an architect.')).toBeInTheDocument();
    expect(within(ada).queryByText(/Are you free/)).not.toBeInTheDocument();
    expect(within(ada).getByText('Enterprise Tech')).toBeInTheDocument();
    const time = within(ada).getByText('5 minutes ago');
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('dateTime', messages[0]!.receivedAt);
    // The full date and time, for a pointer's hover.
    expect(time.getAttribute('title')).toBe(new Date(messages[0]!.receivedAt).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' }));
    expect(ada).toHaveStyle({ fontWeight: '700' });

    const linus = rowOf('Linus Coach');
    expect(within(linus).queryByText('Unread:')).not.toBeInTheDocument();
    expect(linus).toHaveStyle({ fontWeight: '400' });
    expect(within(linus).getByText('Fitness Coach')).toBeInTheDocument();
    expect(within(linus).getByText('3 days ago')).toBeInTheDocument();
  });

  it("says on a message whose email to the owner could not be sent why it failed", async () => {
    await openInbox();
    expect(within(rowOf('Grace Hopper')).getByText('Email to you: Could not be sent: SMTP server refused the connection')).toBeInTheDocument();
    expect(within(rowOf('Ada Lovelace')).queryByText(/Email to you/)).not.toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('The email about 1 message could not be sent to you.');
  });

  it("tells of today's messages kept in Spam past the daily limit, with a way to them", async () => {
    const overCap = (id: number, minutesAgo: number) => contactMessage({ id, name: `Flood ${id}`, folder: 'spam', spamReason: 'daily-cap', read: false, minutesAgo });
    const { user } = await openInbox({ inbox: { messages: [...inboxMessages(), overCap(11, 0), overCap(12, 0), overCap(13, 0), overCap(14, 60 * 24 * 2)] } });
    const notice = await screen.findByText('3 messages arrived today after the daily limit and were kept in Spam.');
    const link = within(notice.closest('[role="note"]')!).getByRole('link', { name: 'Review Spam' });
    expect(link).toHaveAttribute('href', '/admin/inbox?folder=spam');
    await user.click(link);
    expect(query()).toEqual({ folder: 'spam' });
    expect(await screen.findByRole('link', { name: 'Unread: Flood 11' })).toBeInTheDocument();
    expect(within(rowOf('Flood 11')).getByText(`Spam: ${SPAM_REASONS['daily-cap']}`)).toBeInTheDocument();
  });

  it('shows the leads per persona over 7, 30 and 90 days in a table screen readers can read', async () => {
    await openInbox();
    const table = screen.getByRole('table', { name: 'Leads per persona' });
    const cells = within(table)
      .getAllByRole('row')
      .map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent));
    expect(cells).toEqual([
      ['Persona', 'Last 7 days', 'Last 30 days', 'Last 90 days'],
      // The archived message of 40 days ago counts in the last 90 days only.
      ['Enterprise Tech', '1', '1', '2'],
      ['Business Automation', '1', '1', '1'],
      ['Fitness Coach', '1', '1', '1'],
    ]);
    expect(within(table).getByRole('rowheader', { name: 'Business Automation' })).toBeInTheDocument();
  });

  it('puts the folder, the filters and the search in the address and sends them to the API', async () => {
    const { user, api } = await openInbox();
    expect(api.calls('GET', '/api/admin/messages').at(-1)!.query).toEqual({ folder: 'inbox', page: '1', pageSize: String(MESSAGE_PAGE_SIZE) });

    await user.click(screen.getByRole('button', { name: 'Spam 1 messages' }));
    expect(query()).toEqual({ folder: 'spam' });
    expect(await screen.findByRole('link', { name: 'Unread: Spammy Bot' })).toBeInTheDocument();
    expect(within(rowOf('Spammy Bot')).getByText(`Spam: ${SPAM_REASONS['too-many-links']}`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Spam 1 messages' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'Inbox 2 unread' }));
    expect(query()).toEqual({});
    await user.click(screen.getByRole('checkbox', { name: 'Unread only' }));
    await user.selectOptions(field('Persona filter'), 'Enterprise Tech');
    await user.selectOptions(field('Subject filter'), 'Hiring');
    await user.type(field('Search messages'), 'architect');
    await waitFor(() => expect(query()).toEqual({ unread: 'true', persona: 'enterprise', subject: 'Hiring', q: 'architect' }));
    await waitFor(() =>
      expect(api.calls('GET', '/api/admin/messages').at(-1)!.query).toEqual({
        folder: 'inbox',
        unread: 'true',
        persona: 'enterprise',
        subject: 'Hiring',
        q: 'architect',
        page: '1',
        pageSize: String(MESSAGE_PAGE_SIZE),
      }),
    );
    await waitFor(() => expect(senders()).toEqual(['Unread: Ada Lovelace']));

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(query()).toEqual({});
    await waitFor(() => expect(senders()).toHaveLength(3));
  });

  it('opens at an address that names a folder and filters, with them applied and shown', async () => {
    const { api } = await openInbox({ at: '/admin/inbox?folder=archived&persona=enterprise&q=friend' });
    expect(senders()).toEqual(['Old Friend']);
    expect(api.calls('GET', '/api/admin/messages').at(-1)!.query).toMatchObject({ folder: 'archived', persona: 'enterprise', q: 'friend' });
    expect(screen.getByRole('button', { name: 'Archived' })).toHaveAttribute('aria-pressed', 'true');
    expect(field('Persona filter')).toHaveValue('enterprise');
    expect(field('Search messages')).toHaveValue('friend');
  });

  it('comes in pages of 20, the page in the address', async () => {
    const messages = Array.from({ length: 25 }, (_, index) => contactMessage({ id: index + 1, name: `Sender ${index + 1}`, minutesAgo: index + 1 }));
    const { user, api } = await openInbox({ inbox: { messages } });
    expect(screen.getByText('Showing 1–20 of 25 messages · page 1 of 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(query()).toEqual({ page: '2' });
    await waitFor(() => expect(senders()).toEqual(['Sender 21', 'Sender 22', 'Sender 23', 'Sender 24', 'Sender 25']));
    expect(api.calls('GET', '/api/admin/messages').at(-1)!.query).toMatchObject({ page: '2', pageSize: '20' });
  });

  it('says what to do when a folder is empty, and when nothing matches the filters', async () => {
    const { user } = await renderConsole({ at: '/admin/inbox' });
    expect(await screen.findByText(/^No messages yet\. When a visitor writes to you through the contact form/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Spam' }));
    expect(await screen.findByText(/^Nothing in Spam\..*choose ‘Not spam’ if it is real/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Archived' }));
    expect(await screen.findByText(/^Nothing archived\. Archive a message you have dealt with/)).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Unread only' }));
    expect(await screen.findByText('No messages match these filters.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show every message in Archived' }));
    expect(address()).toBe('/admin/inbox?folder=archived');
  });
});
