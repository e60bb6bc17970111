import { render, screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import userEvent from '@testing-library/user-event';
import { App } from '../../app/app';
import { createStore } from '../../app/store';
import { DRAFTS_STORAGE_KEY } from '../../sections/form/draft-storage';
import { ADMIN, createFakeApi } from '../../test/fake-api';
import { address, consoleRouter, findToast, renderConsole, toastRegion } from '../../test/render';
import { accountAction, field, fill } from '../../test/ui';

/**
 * The session ends and another call finds it out (the logo's library, here): not a section switch,
 * which would first ask whether to drop the changed form.
 */
async function endSessionFoundByAnotherCall(user: UserEvent, api: ReturnType<typeof createFakeApi>) {
  api.endSession();
  await user.click(screen.getByRole('button', { name: 'Choose from library for Logo Path' }));
  await screen.findByRole('heading', { name: 'Admin Login' });
}

async function signIn(user: UserEvent) {
  await user.type(field('Username'), ADMIN.username);
  await user.type(field('Password'), ADMIN.password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
  await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' });
}

it('a session that ends while saving returns to the login card and keeps the typed form as a draft', async () => {
  const { user, api } = await renderConsole();
  await user.click(await screen.findByRole('button', { name: 'Add Company' }));
  await fill(user, [{ type: 'Company Name', value: 'Typed before expiry' }, { type: 'Logo Path', value: '/images/typed.svg' }]);

  api.endSession();
  await user.click(within(screen.getByRole('form')).getByRole('button', { name: 'Add Company' }));

  expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
  expect(screen.getByText(/Your session has expired\. Please log in again\./)).toBeInTheDocument();
  expect(screen.getByText(/What you were typing has been kept/)).toBeInTheDocument();
  // No 'Error' toast for it: the card says what happened.
  expect(within(toastRegion()).queryByText('Error')).not.toBeInTheDocument();
  expect(JSON.parse(sessionStorage.getItem(DRAFTS_STORAGE_KEY)!)).toEqual([
    expect.objectContaining({ resource: 'companies', mode: 'add', values: expect.objectContaining({ name: 'Typed before expiry' }) }),
  ]);

  // The login card showed at the form's address, and signing in shows the form again.
  expect(address()).toBe('/admin/companies/new');
  await signIn(user);
  const offer = screen.getByRole('region', { name: 'Unsaved drafts' });
  expect(offer).toHaveTextContent('Your session ended while you were adding a company in Companies. What you typed was kept.');
  await user.click(within(offer).getByRole('button', { name: 'Restore draft' }));

  const form = screen.getByRole('form', { name: 'New Company' });
  expect(field('Company Name', form)).toHaveValue('Typed before expiry');
  expect(field('Logo Path', form)).toHaveValue('/images/typed.svg');
  expect(screen.queryByRole('region', { name: 'Unsaved drafts' })).not.toBeInTheDocument();
  expect(sessionStorage.getItem(DRAFTS_STORAGE_KEY)).toBeNull();

  await user.click(within(form).getByRole('button', { name: 'Add Company' }));
  await findToast('Success', 'Company added successfully');
  expect(await screen.findByRole('heading', { name: 'Typed before expiry' })).toBeInTheDocument();
});

it('an edit form kept across an expiry found by another call comes back in edit mode, in its section', async () => {
  const { user, api } = await renderConsole();
  await user.click(await screen.findByRole('button', { name: 'Edit Meridian Cloudworks' }));
  await fill(user, [{ type: 'Company Name', value: 'Meridian, renamed' }]);

  await endSessionFoundByAnotherCall(user, api);
  expect(screen.getByText(/Your session has expired/)).toBeInTheDocument();

  // Signed in elsewhere in the console meanwhile: Restore goes back to the form's address.
  await signIn(user);
  await user.click(screen.getByRole('tab', { name: 'Skills' }));
  await screen.findByRole('heading', { level: 2, name: 'Skills' });
  const offer = screen.getByRole('region', { name: 'Unsaved drafts' });
  expect(offer).toHaveTextContent('editing a company in Companies');
  await user.click(within(offer).getByRole('button', { name: 'Restore draft' }));
  expect(address()).toBe('/admin/companies/1');

  expect(screen.getByRole('tab', { name: 'Companies' })).toHaveAttribute('aria-selected', 'true');
  const form = await screen.findByRole('form', { name: 'Edit Company' });
  expect(field('Company Name', form)).toHaveValue('Meridian, renamed');
  await user.click(within(form).getByRole('button', { name: 'Update Company' }));
  await findToast('Success', 'Company updated successfully');
  expect(api.calls('PUT', '/api/admin/companies/1')[0]!.body).toMatchObject({ id: 1, name: 'Meridian, renamed' });
});

it('keeps the draft across a reload of the tab, and Discard drops it', async () => {
  const { user, api, unmount } = await renderConsole();
  await user.click(await screen.findByRole('button', { name: 'Add Company' }));
  await fill(user, [{ type: 'Company Name', value: 'Survives reload' }]);
  await endSessionFoundByAnotherCall(user, api);
  unmount();

  // A new page load at the same address: a new store, reading sessionStorage.
  createFakeApi({ signedIn: false });
  const again = userEvent.setup({ delay: null });
  render(<App store={createStore()} router={consoleRouter()} />);
  await screen.findByRole('heading', { name: 'Admin Login' });
  await signIn(again);
  expect(screen.getByRole('form', { name: 'New Company' })).toBeInTheDocument();
  const offer = screen.getByRole('region', { name: 'Unsaved drafts' });
  await again.click(within(offer).getByRole('button', { name: 'Discard' }));
  expect(screen.queryByRole('region', { name: 'Unsaved drafts' })).not.toBeInTheDocument();
  expect(sessionStorage.getItem(DRAFTS_STORAGE_KEY)).toBeNull();
});

it('an untouched form leaves no draft', async () => {
  const { user, api } = await renderConsole();
  await user.click(await screen.findByRole('button', { name: 'Add Company' }));
  api.endSession();
  await user.click(screen.getByRole('tab', { name: 'Skills' }));
  await screen.findByRole('heading', { name: 'Admin Login' });
  expect(screen.getByText(/Your session has expired/)).toBeInTheDocument();
  expect(screen.queryByText(/What you were typing has been kept/)).not.toBeInTheDocument();
  await signIn(user);
  expect(screen.queryByRole('region', { name: 'Unsaved drafts' })).not.toBeInTheDocument();
});

it('a deliberate logout drops drafts and says nothing about an expired session', async () => {
  const { user, api } = await renderConsole();
  await user.click(await screen.findByRole('button', { name: 'Add Company' }));
  await fill(user, [{ type: 'Company Name', value: 'Draft to drop' }]);
  await endSessionFoundByAnotherCall(user, api);
  await signIn(user);
  expect(screen.getByRole('region', { name: 'Unsaved drafts' })).toBeInTheDocument();
  await user.click(screen.getByRole('tab', { name: 'Skills' }));
  await screen.findByRole('heading', { level: 2, name: 'Skills' });

  await accountAction(user, 'Logout');
  await screen.findByRole('heading', { name: 'Admin Login' });
  expect(screen.queryByText(/Your session has expired/)).not.toBeInTheDocument();
  expect(sessionStorage.getItem(DRAFTS_STORAGE_KEY)).toBeNull();
  await signIn(user);
  expect(screen.queryByRole('region', { name: 'Unsaved drafts' })).not.toBeInTheDocument();
  // The console starts over where it opens (the Overview), not where the last admin was.
  expect(screen.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
  expect(address()).toBe('/admin/overview');
});

it('fetches the lists afresh after signing in again, including one whose last answer was the 401', async () => {
  const { user, api } = await renderConsole();
  await screen.findByRole('heading', { name: 'Meridian Cloudworks' });
  api.endSession();
  await user.click(screen.getByRole('tab', { name: 'Skills' }));
  await screen.findByRole('heading', { name: 'Admin Login' });
  const before = { companies: api.calls('GET', '/api/admin/companies').length, skills: api.calls('GET', '/api/admin/skills').length };

  await signIn(user);
  expect(await screen.findByRole('heading', { name: 'Kubernetes' })).toBeInTheDocument();
  await user.click(screen.getByRole('tab', { name: 'Companies' }));
  expect(await screen.findByRole('heading', { name: 'Meridian Cloudworks' })).toBeInTheDocument();
  expect(api.calls('GET', '/api/admin/skills').length).toBe(before.skills + 1);
  expect(api.calls('GET', '/api/admin/companies').length).toBe(before.companies + 1);
});
