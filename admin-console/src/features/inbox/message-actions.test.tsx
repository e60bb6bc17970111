import { screen, waitFor, within } from '@testing-library/react';
import { inboxMessages } from '../../test/inbox-fixtures';
import { address, findToast, renderConsole } from '../../test/render';

const senders = () => within(screen.getByRole('list', { name: 'Messages' })).getAllByRole('heading').map((heading) => heading.textContent);
const stored = (api: Awaited<ReturnType<typeof renderConsole>>['api'], id: number) => api.inbox.messages.find((message) => message.id === id);

describe("a message's actions", () => {
  it.each([
    ['/admin/inbox/3?q=coach', 'Archive', { folder: 'archived' }, 'Message archived', '/admin/inbox?q=coach'],
    ['/admin/inbox/3', 'Mark as spam', { folder: 'spam' }, 'Message marked as spam', '/admin/inbox'],
    ['/admin/inbox/4?folder=spam', 'Not spam', { folder: 'inbox' }, 'Message moved to the inbox', '/admin/inbox?folder=spam'],
    ['/admin/inbox/5?folder=archived&persona=enterprise', 'Move to inbox', { folder: 'inbox' }, 'Message moved to the inbox', '/admin/inbox?folder=archived&persona=enterprise'],
    ['/admin/inbox/3?persona=fitness', 'Mark as unread', { read: false }, 'Message marked as unread', '/admin/inbox?persona=fitness'],
  ])('at %s, %s sends PATCH %j and goes back to the list, keeping its query', async (at, action, body, done, list) => {
    const { user, api } = await renderConsole({ inbox: { messages: inboxMessages() }, at });
    const id = Number(/\/inbox\/(\d+)/.exec(at)![1]);
    const button = await screen.findByRole('button', { name: action });
    // An unread message opened is marked read first: wait for that before acting.
    await waitFor(() => expect(stored(api, id)!.read).toBe(true));
    await user.click(button);
    await findToast('Success', done);
    const patches = api.calls('PATCH', `/api/admin/messages/${id}`).filter((call) => JSON.stringify(call.body) !== '{"read":true}');
    expect(patches.map((call) => call.body)).toEqual([body]);
    expect(patches[0]!.csrf).toBe(api.token);
    expect(address()).toBe(list);
    expect(screen.getByRole('heading', { level: 2, name: 'Inbox' })).toHaveFocus();
  });

  it('offers the moves that fit the folder', async () => {
    await renderConsole({ inbox: { messages: inboxMessages() }, at: '/admin/inbox/4' });
    const actions = await screen.findByRole('group', { name: 'Message actions' });
    await waitFor(() => expect(within(actions).getAllByRole('button').map((button) => button.textContent)).toEqual(['Mark as replied', 'Not spam', 'Mark as unread', 'Delete']));
    expect(screen.getByText('In Spam: Too many links.')).toBeInTheDocument();
  });

  it('marked unread, the message is bold in the list again and counted on the tab', async () => {
    const { user } = await renderConsole({ inbox: { messages: inboxMessages() }, at: '/admin/inbox/3' });
    expect(await screen.findByRole('tab', { name: 'Inbox 2 unread' })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Mark as unread' }));
    expect(await screen.findByRole('link', { name: 'Unread: Linus Coach' })).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Inbox 3 unread' })).toBeInTheDocument();
  });

  it('says why a move failed, and stays on the message', async () => {
    const { user, api } = await renderConsole({ inbox: { messages: inboxMessages() }, at: '/admin/inbox/3' });
    api.failNext('PATCH', '/api/admin/messages/3', () => Response.json({ message: 'Database is busy' }, { status: 503 }));
    await user.click(await screen.findByRole('button', { name: 'Archive' }));
    await findToast('Error', '503: Database is busy');
    expect(address()).toBe('/admin/inbox/3');
    expect(stored(api, 3)!.folder).toBe('inbox');
  });

  it('deletes with an Undo toast; Undo restores the message whole and it is back in the list', async () => {
    const { user, api } = await renderConsole({ inbox: { messages: inboxMessages() }, at: '/admin/inbox/2?persona=business' });
    await waitFor(() => expect(stored(api, 2)!.read).toBe(true));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const toast = await findToast('Success', 'Message deleted successfully');
    expect(api.calls('DELETE', '/api/admin/messages/2')).toHaveLength(1);
    expect(address()).toBe('/admin/inbox?persona=business');
    await waitFor(() => expect(screen.getByText('No messages match these filters.')).toBeInTheDocument());
    expect(within(screen.getByRole('list', { name: 'Recently deleted' })).getByText('Deleted message “Grace Hopper: A project”.')).toBeInTheDocument();

    await user.click(within(toast).getByRole('button', { name: 'Undo' }));
    await findToast('Success', 'Message restored successfully');
    expect(api.calls('POST', '/api/admin/messages/2/restore')).toHaveLength(1);
    await waitFor(() => expect(senders()).toEqual(['Grace Hopper']));
    expect(stored(api, 2)).toMatchObject({ id: 2, folder: 'inbox', read: true, notify: 'failed', notifyError: 'SMTP server refused the connection' });
    expect(screen.queryByRole('list', { name: 'Recently deleted' })).not.toBeInTheDocument();
  });

  it('keeps Undo in the list after the toast, until dismissed', async () => {
    const { user, api } = await renderConsole({ inbox: { messages: inboxMessages() }, at: '/admin/inbox/3' });
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const notices = await screen.findByRole('list', { name: 'Recently deleted' });
    await user.click(within(notices).getByRole('button', { name: 'Undo: add the deleted message “Linus Coach: Coaching” back' }));
    await findToast('Success', 'Message restored successfully');
    expect(await screen.findByRole('link', { name: 'Linus Coach' })).toBeInTheDocument();
    expect(api.calls('POST', '/api/admin/messages/3/restore')).toHaveLength(1);
  });
});
