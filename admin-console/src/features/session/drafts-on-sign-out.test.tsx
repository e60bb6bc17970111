import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { autosaveKey, DRAFTS_STORAGE_KEY, type AutosavedDraft } from '../../sections/form/draft-storage';
import { findToast, renderConsole } from '../../test/render';
import { accountAction, field, fill } from '../../test/ui';

/** What a crash or a closed tab leaves behind: autosaved drafts of an unpublished post and a case study. */
function leaveDrafts() {
  const draft = (values: Record<string, unknown>, savedAt: string): string => JSON.stringify({ values, savedAt, updatedAt: null } satisfies AutosavedDraft);
  localStorage.setItem(autosaveKey('blog-posts'), draft({ title: 'Unannounced merger', content: 'Not public yet' }, '2026-11-20T09:00:00.000Z'));
  localStorage.setItem(autosaveKey('case-studies', 2), draft({ title: 'Client under NDA' }, '2026-11-20T10:00:00.000Z'));
  localStorage.setItem('folio-theme', 'dark');
}
const autosaved = () => Object.keys(localStorage).filter((key) => key.startsWith('folio-admin-autosave:')).sort();
const dialog = () => screen.getByRole('dialog', { name: 'Delete unsaved drafts?' });

describe('autosaved drafts end with the session', () => {
  it('Logout asks first, naming the drafts; Stay signed in keeps them and the session', async () => {
    leaveDrafts();
    const { user, api } = await renderConsole();
    await screen.findByText('Welcome, admin');
    await accountAction(user, 'Logout');

    expect(dialog()).toHaveTextContent('This browser keeps 2 autosaved drafts that were never saved. Signing out deletes them');
    const listed = within(within(dialog()).getByRole('list', { name: 'Unsaved drafts to delete' })).getAllByRole('listitem');
    expect(listed.map((item) => item.textContent)).toEqual(['a new post: “Unannounced merger”', 'case study 2: “Client under NDA”']);

    await user.click(within(dialog()).getByRole('button', { name: 'Stay signed in' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Admin Dashboard' })).toBeInTheDocument();
    expect(autosaved()).toHaveLength(2);
    expect(api.calls('POST', '/api/auth/logout')).toHaveLength(0);
  });

  it('Delete drafts and log out: every autosaved draft is gone, nothing else of the browser', async () => {
    leaveDrafts();
    const { user, api } = await renderConsole();
    await screen.findByText('Welcome, admin');
    await accountAction(user, 'Logout');
    await user.click(within(dialog()).getByRole('button', { name: 'Delete drafts and log out' }));

    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
    await findToast('Logged out', 'You have been logged out successfully.');
    expect(api.calls('POST', '/api/auth/logout')).toHaveLength(1);
    expect(autosaved()).toEqual([]);
    expect(localStorage.getItem('folio-theme')).toBe('dark');
  });

  it('a changed form asks its own question first, then the drafts of other forms', async () => {
    leaveDrafts();
    const { user } = await renderConsole({ at: '/admin/blog/posts/new' });
    await user.type(await screen.findByLabelText(/^Title/), 'Typed now');
    await accountAction(user, 'Logout');
    await user.click(within(screen.getByRole('dialog', { name: 'Discard unsaved changes?' })).getByRole('button', { name: 'Discard changes' }));
    // The open form's draft went with its changes; the case study's is still there to ask about.
    expect(dialog()).toHaveTextContent('This browser keeps an autosaved draft that was never saved.');
    await user.click(within(dialog()).getByRole('button', { name: 'Delete drafts and log out' }));
    await screen.findByRole('heading', { name: 'Admin Login' });
    expect(autosaved()).toEqual([]);
  });

  it('with no drafts, Logout asks nothing', async () => {
    const { user } = await renderConsole();
    await screen.findByText('Welcome, admin');
    await accountAction(user, 'Logout');
    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
  });

  it('a failed logout keeps the drafts (still signed in)', async () => {
    leaveDrafts();
    const { user, api } = await renderConsole();
    await screen.findByText('Welcome, admin');
    api.failNext('POST', '/api/auth/logout', () => HttpResponse.json({ message: 'Database unavailable' }, { status: 503 }));
    await accountAction(user, 'Logout');
    await user.click(within(dialog()).getByRole('button', { name: 'Delete drafts and log out' }));
    await findToast('Logout failed', '503: Database unavailable');
    expect(autosaved()).toHaveLength(2);
  });

  it("'Sign out everywhere' asks too, and deletes them", async () => {
    leaveDrafts();
    const { user, api } = await renderConsole();
    await screen.findByText('Welcome, admin');
    await accountAction(user, 'Sign out everywhere');
    await user.click(within(dialog()).getByRole('button', { name: 'Delete drafts and sign out everywhere' }));
    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
    expect(api.calls('POST', '/api/auth/logout-everywhere')).toHaveLength(1);
    expect(autosaved()).toEqual([]);
  });

  it("a session that expires takes them too; the open form's typing stays only as the tab's session-end draft", async () => {
    leaveDrafts();
    const { user, api } = await renderConsole({ at: '/admin/companies/new' });
    await fill(user, [{ type: 'Company Name', value: 'Typed before expiry' }]);
    api.endSession();
    await user.click(screen.getByRole('button', { name: 'Choose from library for Logo Path' }));
    await screen.findByRole('heading', { name: 'Admin Login' });
    expect(autosaved()).toEqual([]);
    expect(JSON.parse(sessionStorage.getItem(DRAFTS_STORAGE_KEY)!)).toEqual([expect.objectContaining({ resource: 'companies' })]);
    expect(field('Username')).toBeInTheDocument();
  });

  it('a console opened to an ended session (401) deletes what an earlier session left', async () => {
    leaveDrafts();
    await renderConsole({ signedIn: false });
    await screen.findByRole('heading', { name: 'Admin Login' });
    await waitFor(() => expect(autosaved()).toEqual([]));
  });
});
