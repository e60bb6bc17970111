/**
 * The console's publisher tools: Undo kept until dismissed, a search over every whole list, 'View on
 * site', the publish date (scheduled posts) and a post's history.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { address, findToast, renderConsole } from '../test/render';
import { field, fill } from '../test/ui';

const deletedNotices = () => screen.queryByRole('list', { name: 'Recently deleted' });

describe('recently deleted', () => {
  it('keeps Undo offered in the section, beside the toast, until Dismiss', async () => {
    const { user, api } = await renderConsole({ at: '/admin/skills' });
    await user.click(await screen.findByRole('button', { name: 'Delete Kubernetes' }));
    await findToast('Success', 'Skill deleted successfully');
    const notices = await screen.findByRole('list', { name: 'Recently deleted' });
    expect(within(notices).getByText('Deleted skill “Kubernetes”.')).toBeInTheDocument();

    await user.click(within(notices).getByRole('button', { name: 'Dismiss: keep the skill “Kubernetes” deleted' }));
    expect(deletedNotices()).not.toBeInTheDocument();
    expect(api.calls('POST', /\/restore$/)).toEqual([]);
  });

  it('adds the item back with its id from the notice, and says why when it cannot', async () => {
    const { user, api } = await renderConsole({ at: '/admin/skills' });
    await user.click(await screen.findByRole('button', { name: 'Delete Kubernetes' }));
    const notices = await screen.findByRole('list', { name: 'Recently deleted' });
    api.failNext('POST', '/api/admin/skills/restore', () => Response.json({ message: 'A skill with id 1 exists already, so it cannot be restored' }, { status: 409 }));
    await user.click(within(notices).getByRole('button', { name: /^Undo: add the deleted skill/ }));
    expect(await within(notices).findByRole('alert')).toHaveTextContent('A skill with id 1 exists already, so it cannot be restored');

    await user.click(within(notices).getByRole('button', { name: /^Undo: add the deleted skill/ }));
    expect(await screen.findByRole('heading', { name: 'Kubernetes' })).toBeInTheDocument();
    expect(deletedNotices()).not.toBeInTheDocument();
    expect(api.calls('POST', '/api/admin/skills/restore').at(-1)!.body).toMatchObject({ id: 1, name: 'Kubernetes' });
  });
});

describe('searching a whole list', () => {
  it('narrows the rows as the owner types, keeps the search in the address, and says when nothing matches', async () => {
    const { user } = await renderConsole({ at: '/admin/companies' });
    await screen.findByRole('heading', { name: 'Meridian Cloudworks' });
    await user.type(field('Search companies'), 'merid');
    await waitFor(() => expect(address()).toBe('/admin/companies?q=merid'));
    expect(screen.getByRole('heading', { name: 'Meridian Cloudworks' })).toBeInTheDocument();
    await user.type(field('Search companies'), 'x');
    expect(await screen.findByText('No companies match these filters.')).toBeInTheDocument();
  });

  it('opens at an address with a search already applied', async () => {
    await renderConsole({ at: '/admin/companies?q=nothing-like-it' });
    expect(await screen.findByText('No companies match these filters.')).toBeInTheDocument();
    expect(field('Search companies')).toHaveValue('nothing-like-it');
  });
});

describe('posts', () => {
  it("links each post to its page on the site, in the list and in its form", async () => {
    const { user } = await renderConsole({ at: '/admin/blog/posts' });
    const link = await screen.findByRole('link', { name: /^View on site\W+Cloud Landing Zone Checklist/ });
    expect(link).toHaveAttribute('href', '/blog/cloud-landing-zone-checklist');
    expect(link).toHaveAttribute('target', '_blank');
    await user.click(screen.getByRole('button', { name: 'Edit Cloud Landing Zone Checklist' }));
    const form = await screen.findByRole('form', { name: 'Edit Post' });
    expect(within(form).getByRole('link', { name: /View on site/ })).toHaveAttribute('href', '/blog/cloud-landing-zone-checklist');
  });

  it('starts a new post one above the top of the list, so it comes first', async () => {
    const { user, api } = await renderConsole({ at: '/admin/blog/posts' });
    await screen.findByRole('heading', { name: 'Cloud Landing Zone Checklist' });
    await user.click(screen.getByRole('button', { name: 'Add Post' }));
    await screen.findByRole('form', { name: 'New Post' });
    await waitFor(() => expect(field('Display Order')).toHaveValue(1));
    await fill(user, [
      { type: 'Title', value: 'Fresh thoughts' },
      { type: 'Content', value: 'Body' },
    ]);
    await user.click(screen.getByRole('button', { name: 'Add Post' }));
    await findToast('Success', 'Post added successfully');
    expect(api.calls('POST', '/api/admin/blog/posts')[0]!.body).toMatchObject({ title: 'Fresh thoughts', displayOrder: 1 });
  });

  it('starts a new post opened by its address (/admin/blog/posts/new) one above the top too: the form waits for the top post', async () => {
    const { user, api } = await renderConsole({ at: '/admin/blog/posts/new' });
    const form = await screen.findByRole('form', { name: 'New Post' });
    // Its first values already: a value put in after the form starts would not be the one it keeps.
    expect(field('Display Order', form)).toHaveValue(1);
    await fill(user, [
      { type: 'Title', value: 'Straight to the form' },
      { type: 'Content', value: 'Body' },
    ]);
    await user.click(within(form).getByRole('button', { name: 'Add Post' }));
    await findToast('Success', 'Post added successfully');
    expect(api.calls('POST', '/api/admin/blog/posts')[0]!.body).toMatchObject({ title: 'Straight to the form', displayOrder: 1 });
  });

  it("calls a published post with a date to come 'Scheduled', and saves the date typed", async () => {
    const later = new Date(Date.now() + 86_400_000);
    later.setSeconds(0, 0);
    const { user, api } = await renderConsole({ at: '/admin/blog/posts' });
    await user.click(await screen.findByRole('button', { name: 'Edit Cloud Landing Zone Checklist' }));
    await screen.findByRole('form', { name: 'Edit Post' });
    const pad = (n: number) => String(n).padStart(2, '0');
    const local = `${later.getFullYear()}-${pad(later.getMonth() + 1)}-${pad(later.getDate())}T${pad(later.getHours())}:${pad(later.getMinutes())}`;
    await fill(user, [{ type: 'Publish Date', value: local }]);
    await user.click(screen.getByRole('button', { name: 'Update Post' }));
    await findToast('Success', 'Post updated successfully');
    expect(api.calls('PUT', '/api/admin/blog/posts/1')[0]!.body).toMatchObject({ status: 'published', publishedAt: later.toISOString() });
    const row = (await screen.findByRole('heading', { name: 'Cloud Landing Zone Checklist' })).closest('li')!;
    expect(await within(row).findByText('Scheduled')).toBeInTheDocument();
    expect(within(row).getByText('Scheduled for')).toBeInTheDocument();
  });

  it('shows what an earlier save would change, and restores it as a new save', async () => {
    const { user, api } = await renderConsole({ at: '/admin/blog/posts/1' });
    await screen.findByRole('form', { name: 'Edit Post' });
    await fill(user, [{ type: 'Title', value: 'Landing zones, revised' }]);
    await user.click(screen.getByRole('button', { name: 'Update Post' }));
    await findToast('Success', 'Post updated successfully');
    await user.click(screen.getByRole('button', { name: 'Edit Landing zones, revised' }));
    await screen.findByRole('form', { name: 'Edit Post' });
    await fill(user, [{ type: 'Title', value: 'Landing zones, third' }]);
    await user.click(screen.getByRole('button', { name: 'Update Post' }));
    await findToast('Success', 'Post updated successfully');

    await user.click(screen.getByRole('button', { name: 'Edit Landing zones, third' }));
    const form = await screen.findByRole('form', { name: 'Edit Post' });
    await user.click(within(form).getByRole('button', { name: 'History' }));
    const dialog = await screen.findByRole('dialog', { name: 'Post history' });
    const versions = await within(dialog).findByRole('list', { name: 'Saved versions' });
    expect(within(versions).getAllByRole('button')).toHaveLength(2);
    await user.click(within(versions).getAllByRole('button')[1]!);
    expect(within(dialog).getByText('revised', { selector: 'ins' })).toBeInTheDocument();
    expect(within(dialog).getByText('third', { selector: 'del' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Restore this version' }));
    await findToast('Success');
    expect(api.calls('POST', /\/api\/admin\/blog\/posts\/1\/revisions\/\d+\/restore/)).toHaveLength(1);
    await waitFor(() => expect(field('Title')).toHaveValue('Landing zones, revised'));
  });
});
