import { act, screen, waitFor, within } from '@testing-library/react';
import { findToast, renderConsole } from '../../test/render';
import { accountAction } from '../../test/ui';
import { setViewportWidth } from '../../test/viewport';

const accountButton = () => screen.getByRole('button', { name: 'Account' });

describe('the account menu', () => {
  it('holds Security, Sign out everywhere and Logout behind one button, not as buttons of their own', async () => {
    const { user } = await renderConsole();
    expect(accountButton()).toHaveAttribute('aria-haspopup', 'menu');
    expect(accountButton()).toHaveAttribute('aria-expanded', 'false');
    for (const name of ['Security', 'Sign out everywhere', 'Logout']) expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();

    await user.click(accountButton());
    expect(accountButton()).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('menu', { name: 'Account' });
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Security', 'Sign out everywhere', 'Logout']);
    // A click elsewhere closes it.
    await user.click(screen.getByRole('heading', { level: 1, name: 'Admin Dashboard' }));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('works from the keyboard: the arrows open and move, Escape closes back onto the button, Enter chooses', async () => {
    const { user } = await renderConsole();
    accountButton().focus();
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Security' })).toHaveFocus());
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Sign out everywhere' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('menuitem', { name: 'Logout' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Security' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(accountButton()).toHaveFocus();

    await user.keyboard('{ArrowUp}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Logout' })).toHaveFocus());
    await user.keyboard('{ArrowUp}{ArrowUp}{Enter}');
    // Security opens the two-factor dialog; closing it gives the focus back to the menu's button.
    const dialog = await screen.findByRole('dialog', { name: 'Two-factor sign-in' });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(accountButton()).toHaveFocus());
  });

  it("logs out from the menu, the button reading 'Logging out...' meanwhile", async () => {
    const { user, api } = await renderConsole();
    const logout = api.hold('POST', '/api/auth/logout');
    await accountAction(user, 'Logout');
    await logout.reached;
    expect(screen.getByRole('button', { name: 'Logging out...' })).toBeDisabled();
    logout.release();
    await findToast('Logged out', 'You have been logged out successfully.');
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Login' })).toBeInTheDocument();
  });
  it('keeps the Security dialog open while the window crosses 768 px, either way', async () => {
    const { user } = await renderConsole({ width: 1280 });
    await accountAction(user, 'Security');
    const dialog = await screen.findByRole('dialog', { name: 'Two-factor sign-in' });
    act(() => setViewportWidth(700));
    // The dialog is modal: the page behind it is hidden from the accessibility tree, not gone.
    expect(screen.getByRole('combobox', { name: 'Select section to manage', hidden: true })).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Two-factor sign-in' })).toBe(dialog);
    act(() => setViewportWidth(1280));
    expect(screen.getByRole('dialog', { name: 'Two-factor sign-in' })).toBe(dialog);
  });
});
