import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { address, findToast, renderConsole } from '../../test/render';
import { accountAction, field, fill } from '../../test/ui';

const QUESTION = 'Discard unsaved changes?';
const dialog = () => screen.getByRole('dialog', { name: QUESTION });
const noDialog = () => expect(screen.queryByRole('dialog', { name: QUESTION })).not.toBeInTheDocument();
const keepEditing = () => within(dialog()).getByRole('button', { name: 'Keep editing' });
const discard = () => within(dialog()).getByRole('button', { name: 'Discard changes' });

/** Whether closing or reloading the tab now would ask (a page asks by cancelling beforeunload). */
function unloadAsks(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

async function editCompany(at = '/admin/companies') {
  const rendered = await renderConsole({ at });
  await rendered.user.click(await screen.findByRole('button', { name: 'Edit Meridian Cloudworks' }));
  return { ...rendered, form: screen.getByRole('form', { name: 'Edit Company' }) };
}

describe('a changed form asks before it is left', () => {
  it("on Cancel: a labelled dialog that keeps focus; Esc and 'Keep editing' stay, 'Discard changes' leaves", async () => {
    const { user, form } = await editCompany();
    await fill(user, [{ type: 'Company Name', value: 'Meridian, renamed' }]);
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));

    expect(dialog()).toHaveAccessibleDescription('You have unsaved changes in this company. Leave without saving?');
    await waitFor(() => expect(keepEditing()).toHaveFocus());
    await user.tab();
    expect(discard()).toHaveFocus();
    await user.tab();
    await user.tab();
    // Focus stays inside the dialog.
    expect(dialog()).toContainElement(document.activeElement as HTMLElement);

    await user.keyboard('{Escape}');
    noDialog();
    expect(field('Company Name')).toHaveValue('Meridian, renamed');
    await waitFor(() => expect(within(form).getByRole('button', { name: 'Cancel' })).toHaveFocus());

    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    await user.click(keepEditing());
    expect(address()).toBe('/admin/companies/1');

    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    await user.click(discard());
    expect(address()).toBe('/admin/companies');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Edit Meridian Cloudworks' })).toHaveFocus());
    // Discarded: opening it again shows the stored item.
    await user.click(screen.getByRole('button', { name: 'Edit Meridian Cloudworks' }));
    expect(field('Company Name')).toHaveValue('Meridian Cloudworks');
  });

  it('does not ask when nothing changed, or the change was undone', async () => {
    const { user, form } = await editCompany();
    await fill(user, [{ type: 'Company Name', value: 'Something else' }]);
    await fill(user, [{ type: 'Company Name', value: 'Meridian Cloudworks' }]);
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    noDialog();
    expect(address()).toBe('/admin/companies');
  });

  it('on Esc: an unchanged form closes at once, a changed one asks', async () => {
    const { user } = await editCompany();
    await user.keyboard('{Escape}');
    expect(address()).toBe('/admin/companies');
    expect(screen.getByRole('button', { name: 'Edit Meridian Cloudworks' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Add Company' }));
    await user.type(field('Company Name'), 'Acme');
    await user.keyboard('{Escape}');
    expect(dialog()).toBeInTheDocument();
    await user.click(discard());
    expect(address()).toBe('/admin/companies');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add Company' })).toHaveFocus());
  });

  it('Esc in a dialog over the form closes that dialog only', async () => {
    const { user } = await editCompany();
    await user.type(field('Company Name'), ' Cloud');
    await user.click(screen.getByRole('button', { name: 'Choose from library for Logo Path' }));
    expect(screen.getByRole('dialog', { name: 'Choose from library' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(address()).toBe('/admin/companies/1');
  });

  it('on a section switch and a subsection switch while editing', async () => {
    const { user } = await renderConsole({ at: '/admin/blog/posts/1' });
    await user.type(field('Title', await screen.findByRole('form', { name: 'Edit Post' })), ' (draft 2)');

    await user.click(screen.getByRole('tab', { name: 'Tags' }));
    expect(dialog()).toHaveAccessibleDescription('You have unsaved changes in this post. Leave without saving?');
    await user.click(keepEditing());
    expect(within(screen.getByRole('tablist', { name: 'Blog sections' })).getByRole('tab', { selected: true })).toHaveTextContent('Blog Posts');

    await user.click(screen.getByRole('tab', { name: 'Companies' }));
    await user.click(keepEditing());
    expect(address()).toBe('/admin/blog/posts/1');
    expect(field('Title')).toHaveValue('Cloud Landing Zone Checklist (draft 2)');

    await user.click(screen.getByRole('tab', { name: 'Companies' }));
    await user.click(discard());
    expect(await screen.findByRole('heading', { name: 'Meridian Cloudworks' })).toBeInTheDocument();
    expect(address()).toBe('/admin/companies');
  });

  it('on Back and Forward, which stay where they are until the changes are discarded', async () => {
    const { user } = await editCompany();
    await user.type(field('Company Name'), ' Cloud');
    act(() => window.history.back());
    await waitFor(() => expect(dialog()).toBeInTheDocument());
    await user.click(keepEditing());
    expect(address()).toBe('/admin/companies/1');
    expect(field('Company Name')).toHaveValue('Meridian Cloudworks Cloud');

    act(() => window.history.back());
    await user.click(await screen.findByRole('button', { name: 'Discard changes' }));
    // The address changes a moment before the screen does (as in a browser): wait for both.
    await waitFor(() => expect(screen.queryByRole('form')).not.toBeInTheDocument());
    expect(address()).toBe('/admin/companies');

    // Forward to the form, another section, Back to the form; changed, Forward asks too.
    act(() => window.history.forward());
    await screen.findByRole('form', { name: 'Edit Company' });
    await user.click(screen.getByRole('tab', { name: 'Skills' }));
    act(() => window.history.back());
    await user.type(field('Company Name', await screen.findByRole('form', { name: 'Edit Company' })), '!');
    act(() => window.history.forward());
    await user.click(await screen.findByRole('button', { name: 'Keep editing' }));
    expect(address()).toBe('/admin/companies/1');
    expect(field('Company Name')).toHaveValue('Meridian Cloudworks!');
  });

  it("not on a change of the list's page or filters beside the form: only another screen is leaving", async () => {
    // Categories keep their form beside the list; the list's search narrows it while the form stays.
    const { user } = await renderConsole({ at: '/admin/blog/categories/1' });
    await user.type(field('Name', await screen.findByRole('form', { name: 'Edit Category' })), '!');
    await user.type(screen.getByRole('searchbox'), 'arch');
    await waitFor(() => expect(address()).toBe('/admin/blog/categories/1?q=arch'));
    noDialog();
    expect(field('Name')).toHaveValue('Architecture!');
  });

  it('on Logout', async () => {
    const { user } = await editCompany();
    await user.type(field('Company Name'), ' Cloud');
    await accountAction(user, 'Logout');
    await user.click(keepEditing());
    expect(screen.getByRole('heading', { name: 'Admin Dashboard' })).toBeInTheDocument();
    await accountAction(user, 'Logout');
    await user.click(discard());
    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
  });

  it('when the tab is closed or reloaded, only while there are changes', async () => {
    const { user, form } = await editCompany();
    expect(unloadAsks()).toBe(false);
    await user.type(field('Company Name'), ' Cloud');
    expect(unloadAsks()).toBe(true);
    await user.click(within(form).getByRole('button', { name: 'Update Company' }));
    await findToast('Success', 'Company updated successfully');
    expect(unloadAsks()).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Add Company' }));
    await user.type(field('Company Name'), 'Acme');
    expect(unloadAsks()).toBe(true);
    await user.keyboard('{Escape}');
    await user.click(discard());
    expect(unloadAsks()).toBe(false);
  });
});

describe('keyboard', () => {
  it.each([
    ['Ctrl+S', { ctrlKey: true }],
    ['Cmd+S', { metaKey: true }],
  ])('%s saves the open form, and the browser never offers to save the page', async (_name, modifier) => {
    const { user, api } = await editCompany();
    await user.type(field('Company Name'), ' Cloud');
    expect(fireEvent.keyDown(field('Company Name'), { key: 's', ...modifier })).toBe(false);
    await findToast('Success', 'Company updated successfully');
    expect(api.calls('PUT', '/api/admin/companies/1')[0]!.body).toMatchObject({ name: 'Meridian Cloudworks Cloud' });
    expect(address()).toBe('/admin/companies');
  });

  it('Ctrl+S with a field in error says so there and sends nothing', async () => {
    const { user, api } = await renderConsole({ at: '/admin/companies/new' });
    await user.type(await screen.findByLabelText(/^Company Name/), 'Acme');
    await user.keyboard('{Control>}s{/Control}');
    expect(await screen.findByText('Logo path is required')).toBeInTheDocument();
    expect(field('Logo Path')).toHaveFocus();
    expect(api.calls('POST', '/api/admin/companies')).toEqual([]);
  });
});
