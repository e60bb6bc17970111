import { screen, waitFor, within } from '@testing-library/react';
import { contactMessage, inboxMessages } from '../../test/inbox-fixtures';
import { address, renderConsole, type RenderOptions } from '../../test/render';

const messageText = () => screen.getByLabelText('Message', { selector: 'div' });
const fact = (label: string) => within(screen.getByLabelText('About this message')).getByText(label).nextElementSibling as HTMLElement;

const openAt = (at: string, options: RenderOptions = {}) => renderConsole({ inbox: { messages: inboxMessages() }, at, ...options });

describe('a message', () => {
  it('opens from the list at its own address, keeping the list’s query, and is marked read once', async () => {
    const { user, api } = await openAt('/admin/inbox?persona=enterprise');
    await user.click(await screen.findByRole('link', { name: 'Unread: Ada Lovelace' }));
    expect(address()).toBe('/admin/inbox/1?persona=enterprise');
    expect(await screen.findByRole('heading', { level: 2, name: 'Hiring' })).toHaveFocus();
    await waitFor(() => expect(api.calls('PATCH', '/api/admin/messages/1')).toHaveLength(1));
    expect(api.calls('PATCH', '/api/admin/messages/1')[0]!.body).toEqual({ read: true });
    expect(api.inbox.messages.find((message) => message.id === 1)!.read).toBe(true);
    // The unread count follows.
    expect(await screen.findByRole('tab', { name: 'Inbox 1 unread' })).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Back to Inbox' }));
    expect(address()).toBe('/admin/inbox?persona=enterprise');
    // Read now: no longer bold nor said to be unread.
    await user.click(await screen.findByRole('link', { name: 'Ada Lovelace' }));
    await screen.findByRole('heading', { level: 2, name: 'Hiring' });
    expect(api.calls('PATCH', '/api/admin/messages/1')).toHaveLength(1);
  });

  it('sends nothing when the message opened is read already', async () => {
    const { api } = await openAt('/admin/inbox/3');
    await screen.findByRole('heading', { level: 2, name: 'Coaching' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.calls('PATCH', /^\/api\/admin\/messages\//)).toEqual([]);
  });

  it('shows who wrote, through which persona and page, when, the text with its line breaks, and the email state', async () => {
    await openAt('/admin/inbox/2');
    await screen.findByRole('heading', { level: 2, name: 'A project' });
    expect(fact('From')).toHaveTextContent('Grace Hopper');
    expect(fact('Email')).toHaveTextContent('grace@example.com');
    expect(fact('Persona')).toHaveTextContent('Business Automation');
    expect(within(fact('Page')).getByRole('link', { name: '/enterprise' })).toHaveAttribute('href', '/enterprise');
    expect(fact('Received').querySelector('time')).toHaveTextContent('2 hours ago');
    expect(fact('Email to you')).toHaveTextContent('Could not be sent: SMTP server refused the connection');
    expect(screen.getByRole('note')).toHaveTextContent('The email telling you about this message could not be sent');
    expect(messageText().textContent).toBe('Hello,\nthis is message 2.');
    expect(messageText()).toHaveStyle({ whiteSpace: 'pre-wrap' });
  });

  it('links the page only when it is a path of the site', async () => {
    await renderConsole({ inbox: { messages: [contactMessage({ id: 7, page: 'javascript:alert(1)', subject: 'Odd page' })] }, at: '/admin/inbox/7' });
    await screen.findByRole('heading', { level: 2, name: 'Odd page' });
    expect(fact('Page')).toHaveTextContent('javascript:alert(1)');
    expect(within(fact('Page')).queryByRole('link')).not.toBeInTheDocument();
  });

  it.each([
    [
      'its subject and the quoted text, every part encoded',
      contactMessage({ id: 8, name: 'Pat', email: 'o+brien@example.com', subject: 'Rates & dates?', message: 'Line one\n\nLine two & more?' }),
      'mailto:o%2Bbrien@example.com?subject=Re%3A%20Rates%20%26%20dates%3F&body=%0D%0A%0D%0A%3E%20Line%20one%0D%0A%3E%0D%0A%3E%20Line%20two%20%26%20more%3F',
    ],
    [
      "'Your message' when it has no subject",
      contactMessage({ id: 9, name: 'Pat', email: 'x@example.com', subject: null, message: 'Hi' }),
      'mailto:x@example.com?subject=Re%3A%20Your%20message&body=%0D%0A%0D%0A%3E%20Hi',
    ],
  ])('offers a Reply link to the visitor by email: %s', async (_case, message, href) => {
    await renderConsole({ inbox: { messages: [message] }, at: `/admin/inbox/${message.id}` });
    const reply = await screen.findByRole('link', { name: 'Reply to Pat by email' });
    expect(reply).toHaveAttribute('href', href);
  });

  it('renders what the visitor sent as text, never as HTML', async () => {
    const payload = {
      name: '<img src=x onerror="window.hacked=1">',
      subject: '<script>window.hacked=2</script>',
      message: '<b>bold?</b>\n<a href="javascript:alert(1)">click</a>',
    };
    const { user } = await renderConsole({ inbox: { messages: [contactMessage({ id: 11, read: false, ...payload })] }, at: '/admin/inbox' });
    const row = (await screen.findByRole('link', { name: `Unread: ${payload.name}` })).closest('li')!;
    expect(within(row).getByText(payload.subject)).toBeInTheDocument();
    expect(within(row).getByText('<b>bold?</b>')).toBeInTheDocument();

    await user.click(within(row).getByRole('link'));
    expect(await screen.findByRole('heading', { level: 2, name: payload.subject })).toBeInTheDocument();
    expect(messageText().textContent).toBe(payload.message);
    expect(fact('From')).toHaveTextContent(payload.name);
    const main = screen.getByRole('region', { name: payload.subject });
    expect(main.querySelector('img, script, b, a[href^="javascript"]')).toBeNull();
    expect((window as { hacked?: number }).hacked).toBeUndefined();
  });

  it('opens at its address directly, the Inbox tab chosen', async () => {
    await openAt('/admin/inbox/5');
    expect(await screen.findByRole('heading', { level: 2, name: 'Something else' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent('Inbox');
    expect(fact('Folder')).toHaveTextContent('Archived');
  });

  it('says so when no message has the id of its address, with the way back to the list', async () => {
    const { user } = await openAt('/admin/inbox/999?folder=spam');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('There is no message with the id 999: it may have been deleted.');
    await user.click(within(alert).getByRole('link', { name: 'Back to Spam' }));
    expect(address()).toBe('/admin/inbox?folder=spam');
    expect(await screen.findByRole('link', { name: 'Unread: Spammy Bot' })).toBeInTheDocument();
  });
});
