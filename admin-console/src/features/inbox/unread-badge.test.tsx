import { screen, waitFor, within } from '@testing-library/react';
import { contactMessage, inboxMessages } from '../../test/inbox-fixtures';
import { address, renderConsole } from '../../test/render';
import { accountAction } from '../../test/ui';

/** The console's own title (admin-console/index.html); jsdom loads no page, so each test sets it. */
const TITLE = 'Admin Dashboard | Folio';
beforeEach(() => {
  document.title = TITLE;
});

describe('the Inbox tab', () => {
  it('stands in Audience after the Overview and shows the unread count, read out as "Inbox 2 unread"; the title carries it too', async () => {
    const { user } = await renderConsole({ inbox: { messages: inboxMessages() } });
    const strip = screen.getByRole('tablist', { name: 'Audience sections' });
    const tab = await within(strip).findByRole('tab', { name: 'Inbox 2 unread' });
    expect(within(strip).getAllByRole('tab').map((each) => each.textContent)).toEqual(['Overview', 'Inbox 2', 'Subscribers']);
    expect(within(tab).getByText('2')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`(2) ${TITLE}`));

    await user.click(tab);
    expect(address()).toBe('/admin/inbox');
    expect(tab).toHaveAttribute('aria-selected', 'true');
  });

  it('counts down as messages are read, and drops the count at none', async () => {
    const messages = [contactMessage({ id: 1, name: 'Ada', read: false })];
    const { user } = await renderConsole({ inbox: { messages }, at: '/admin/inbox' });
    expect(await screen.findByRole('tab', { name: 'Inbox 1 unread' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`(1) ${TITLE}`));
    await user.click(await screen.findByRole('link', { name: 'Unread: Ada' }));
    expect(await screen.findByRole('tab', { name: 'Inbox' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(TITLE));
    expect(within(screen.getByRole('tab', { name: 'Inbox' })).queryByText('1')).not.toBeInTheDocument();
  });

  it('shows the count in the section dropdown at 375 px', async () => {
    await renderConsole({ width: 375, inbox: { messages: inboxMessages() } });
    const select = screen.getByRole('combobox', { name: 'Select section to manage' });
    expect(await within(select).findByRole('option', { name: 'Inbox (2 unread)' })).toBeInTheDocument();
  });

  it('leaves the title alone while nobody is signed in, and gives it back at logout', async () => {
    const { user } = await renderConsole({ signedIn: false, inbox: { messages: inboxMessages() } });
    expect(screen.getByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
    expect(document.title).toBe(TITLE);
    await user.type(screen.getByLabelText(/^Username/), 'admin');
    await user.type(screen.getByLabelText(/^Password/), 'correct-horse-battery');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(document.title).toBe(`(2) ${TITLE}`));

    await accountAction(user, 'Logout');
    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
    expect(document.title).toBe(TITLE);
  });
});
