import { screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { findToast, renderConsole } from '../../test/render';
import { accountAction } from '../../test/ui';

describe("'Sign out everywhere'", () => {
  it('sits next to Logout in the account menu, ends every session with the CSRF token, and returns to the login card', async () => {
    const { user, api } = await renderConsole();
    await screen.findByText('Welcome, admin');
    await user.click(screen.getByRole('button', { name: 'Account' }));
    const everywhere = screen.getByRole('menuitem', { name: 'Sign out everywhere' });
    expect(everywhere.nextElementSibling).toBe(screen.getByRole('menuitem', { name: 'Logout' }));

    const call = api.hold('POST', '/api/auth/logout-everywhere');
    await user.click(everywhere);
    await call.reached;
    // The menu's button says what is under way.
    expect(screen.getByRole('button', { name: 'Signing out everywhere...' })).toBeDisabled();
    call.release();

    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
    await findToast('Signed out everywhere', 'Every session has ended, on this device and all others.');
    expect(screen.queryByText(/session has expired/)).not.toBeInTheDocument();
    expect(api.calls('POST', '/api/auth/logout-everywhere')[0]!.csrf).toBe('token-1');
    expect(api.calls('POST', '/api/auth/logout')).toHaveLength(0);
  });

  it("a failure says so with the server's message and keeps the dashboard", async () => {
    const { user, api } = await renderConsole();
    await screen.findByText('Welcome, admin');
    api.failNext('POST', '/api/auth/logout-everywhere', () => HttpResponse.json({ message: 'Database unavailable' }, { status: 503 }));
    await accountAction(user, 'Sign out everywhere');
    const notice = await findToast('Sign out everywhere failed', '503: Database unavailable');
    expect(notice).toHaveAttribute('data-variant', 'destructive');
    expect(screen.getByRole('heading', { name: 'Admin Dashboard' })).toBeInTheDocument();
    // The toast can show a render before the menu's button is back from 'Signing out everywhere...'.
    expect(await screen.findByRole('button', { name: 'Account' })).toBeEnabled();
  });
});
