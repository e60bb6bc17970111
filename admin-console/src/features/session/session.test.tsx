import { render, screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { App } from '../../app/app';
import { ADMIN, createFakeApi } from '../../test/fake-api';
import { findToast, renderConsole } from '../../test/render';
import { accountAction } from '../../test/ui';

describe('session', () => {
  it("shows 'Loading...' while the current user is checked, then the login card", async () => {
    const api = createFakeApi({ signedIn: false });
    const me = api.hold('GET', '/api/auth/me');
    render(<App />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    await me.reached;
    me.release();
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Login' })).toBeInTheDocument();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
  });

  it('shows the login card to anyone not signed in, validated with the contract', async () => {
    const { user } = await renderConsole({ signedIn: false });
    const card = screen.getByRole('region', { name: 'Admin Login' });
    expect(within(card).getByText('Login to manage your portfolio content')).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(screen.getByLabelText('Username')).toHaveAccessibleDescription('Username is required');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Password is required');
    expect(screen.getByLabelText('Username')).toHaveAttribute('aria-invalid', 'true');

    // Revalidated on change: typing clears the message.
    await user.type(screen.getByLabelText('Username'), 'admin');
    expect(screen.getByLabelText('Username')).not.toHaveAccessibleDescription('Username is required');
    expect(screen.getByLabelText('Username')).not.toHaveAttribute('aria-invalid');
  });

  it("a wrong password shows 'Login failed' with the server's message and stays on the card", async () => {
    const { user, api } = await renderConsole({ signedIn: false });
    await user.type(screen.getByLabelText('Username'), ADMIN.username);
    await user.type(screen.getByLabelText('Password'), 'wrong password');
    const login = api.hold('POST', '/api/auth/login');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await login.reached;
    expect(screen.getByRole('button', { name: 'Logging in...' })).toBeDisabled();
    login.release();

    const notice = await findToast('Login failed', '401: Invalid username or password');
    expect(notice).toHaveAttribute('data-variant', 'destructive');
    expect(screen.getByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
  });

  it("says 'Invalid credentials' when the server gives no message", async () => {
    const { user, api } = await renderConsole({ signedIn: false });
    api.failNext('POST', '/api/auth/login', () => HttpResponse.error());
    await user.type(screen.getByLabelText('Username'), ADMIN.username);
    await user.type(screen.getByLabelText('Password'), ADMIN.password);
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await findToast('Login failed', 'Invalid credentials');
  });

  it('signs in: the dashboard with the welcome and the login toast', async () => {
    const { user, api } = await renderConsole({ signedIn: false });
    await user.type(screen.getByLabelText('Username'), ADMIN.username);
    await user.type(screen.getByLabelText('Password'), ADMIN.password);
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeInTheDocument();
    expect(screen.getByText('Welcome, admin')).toBeInTheDocument();
    await findToast('Login successful', 'Welcome to the admin dashboard.');
    expect(api.calls('POST', '/api/auth/login')[0]!.body).toEqual({ username: ADMIN.username, password: ADMIN.password });
    // Companies is the default section.
    expect(await screen.findByRole('heading', { name: 'Meridian Cloudworks' })).toBeInTheDocument();
  });

  it("logs out: 'Logging out...', the login card and the logout toast", async () => {
    const { user, api } = await renderConsole();
    expect(await screen.findByText('Welcome, admin')).toBeInTheDocument();
    const logout = api.hold('POST', '/api/auth/logout');
    await accountAction(user, 'Logout');
    await logout.reached;
    expect(screen.getByRole('button', { name: 'Logging out...' })).toBeDisabled();
    logout.release();

    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
    await findToast('Logged out', 'You have been logged out successfully.');
    expect(screen.queryByText(/session has expired/)).not.toBeInTheDocument();
    // The API refuses a sign-out without the session's CSRF token (or a same-origin browser): the console sends it.
    expect(api.calls('POST', '/api/auth/logout').map((call) => call.csrf)).toEqual([api.token]);
  });

  it("a failed logout says 'Logout failed' and keeps the dashboard", async () => {
    const { user, api } = await renderConsole();
    await screen.findByText('Welcome, admin');
    api.failNext('POST', '/api/auth/logout', () => HttpResponse.error());
    await accountAction(user, 'Logout');
    const notice = await findToast('Logout failed', 'Something went wrong');
    expect(notice).toHaveAttribute('data-variant', 'destructive');
    expect(screen.getByRole('heading', { name: 'Admin Dashboard' })).toBeInTheDocument();

    api.failNext('POST', '/api/auth/logout', () => HttpResponse.json({ message: 'Database unavailable' }, { status: 503 }));
    await accountAction(user, 'Logout');
    await findToast('Logout failed', '503: Database unavailable');
  });

  it('renders inside the main landmark, without the public layout', async () => {
    await renderConsole();
    await screen.findByText('Welcome, admin');
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { level: 1, name: 'Admin Dashboard' }));
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Meridian Cloudworks' })).toBeInTheDocument();
  });
});
