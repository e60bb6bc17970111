import { STALE_ITEM_MESSAGE } from '@folio/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { findToast, renderConsole } from '../../test/render';
import { field, fill, openSection } from '../../test/ui';

type Api = Awaited<ReturnType<typeof renderConsole>>['api'];

/** Another tab saves the company first: the stored item changes, and so does its updatedAt. */
function saveElsewhere(api: Api, changes: Record<string, unknown>) {
  const row = api.db.companies[0]!;
  api.db.companies[0] = { ...row, ...changes, updatedAt: '2026-11-23T10:00:00.123Z' };
}

async function editCompany() {
  const rendered = await renderConsole();
  await rendered.user.click(await screen.findByRole('button', { name: 'Edit Meridian Cloudworks' }));
  return { ...rendered, form: screen.getByRole('form', { name: 'Edit Company' }) };
}

describe('a save refused because the item changed elsewhere', () => {
  it('sends the updatedAt the item was loaded with', async () => {
    const { user, api, form } = await editCompany();
    const loadedWith = api.db.companies[0]!.updatedAt;
    await fill(user, [{ type: 'Company Name', value: 'Meridian' }]);
    await user.click(within(form).getByRole('button', { name: 'Update Company' }));
    await findToast('Success', 'Company updated successfully');
    expect(api.calls('PUT', '/api/admin/companies/1')[0]!.body).toMatchObject({ name: 'Meridian', updatedAt: loadedWith });
  });

  it('says so, keeps what was typed, and after Reload shows where the stored version differs; the next save replaces it', async () => {
    const { user, api, form } = await editCompany();
    await fill(user, [
      { type: 'Company Name', value: 'Typed here' },
      { type: 'Display Order', value: '7' },
    ]);
    saveElsewhere(api, { name: 'Saved elsewhere' });

    await user.click(within(form).getByRole('button', { name: 'Update Company' }));
    const alert = await within(form).findByRole('alert');
    expect(alert).toHaveTextContent(STALE_ITEM_MESSAGE);
    await findToast('Error', `409: ${STALE_ITEM_MESSAGE}`);
    expect(api.db.companies[0]!.name).toBe('Saved elsewhere');
    expect(field('Company Name')).toHaveValue('Typed here');

    await user.click(within(alert).getByRole('button', { name: 'Reload' }));
    const stored = await within(form).findByRole('status', { name: 'Stored version' });
    // Only the fields that differ from what is typed: the name (the order was 0 in both versions before the edit).
    expect(within(stored).getByText('Company Name').nextSibling).toHaveTextContent('Saved elsewhere');
    expect(within(stored).getByText('Display Order').nextSibling).toHaveTextContent('0');
    expect(within(stored).queryByText('Logo Path')).not.toBeInTheDocument();
    expect(field('Company Name')).toHaveValue('Typed here');

    await user.click(within(form).getByRole('button', { name: 'Update Company' }));
    await findToast('Success', 'Company updated successfully');
    const puts = api.calls('PUT', '/api/admin/companies/1');
    expect(puts.at(-1)!.body).toMatchObject({ name: 'Typed here', displayOrder: 7, updatedAt: '2026-11-23T10:00:00.123Z' });
    expect(api.db.companies[0]).toMatchObject({ name: 'Typed here', displayOrder: 7 });
  });

  it("puts the stored values in the form with 'Use the stored version'", async () => {
    const { user, api, form } = await editCompany();
    await fill(user, [{ type: 'Company Name', value: 'Typed here' }]);
    saveElsewhere(api, { name: 'Saved elsewhere', logoPath: '/images/logos/new.svg' });
    await user.click(within(form).getByRole('button', { name: 'Update Company' }));
    await user.click(await within(form).findByRole('button', { name: 'Reload' }));
    await user.click(await within(form).findByRole('button', { name: 'Use the stored version' }));
    expect(field('Company Name')).toHaveValue('Saved elsewhere');
    expect(field('Logo Path')).toHaveValue('/images/logos/new.svg');
    expect(within(form).queryByRole('status', { name: 'Stored version' })).not.toBeInTheDocument();
  });

  it('says when the item was deleted elsewhere meanwhile', async () => {
    const { user, api, form } = await editCompany();
    await fill(user, [{ type: 'Company Name', value: 'Typed here' }]);
    saveElsewhere(api, {});
    await user.click(within(form).getByRole('button', { name: 'Update Company' }));
    await within(form).findByRole('alert');
    api.db.companies.splice(0, 1);
    await user.click(within(form).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(within(form).getByRole('alert')).toHaveTextContent('This company no longer exists: it was deleted elsewhere.'));
    expect(field('Company Name')).toHaveValue('Typed here');
  });

  it('works the same for blog posts, through the same section', async () => {
    const { user, api } = await renderConsole();
    await openSection(user, 'Blog');
    await user.click(await screen.findByRole('button', { name: 'Edit Cloud Landing Zone Checklist' }));
    // The list has no bodies: the whole post is read before the form shows.
    const form = await screen.findByRole('form', { name: 'Edit Post' });
    const post = api.db['blog-posts'].find((row) => row.title === 'Cloud Landing Zone Checklist')!;
    post.updatedAt = '2026-11-23T11:00:00.000Z';
    await user.click(within(form).getByRole('button', { name: 'Update Post' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(STALE_ITEM_MESSAGE);
    expect(api.calls('PUT', `/api/admin/blog/posts/${post.id}`)[0]!.body).toHaveProperty('updatedAt');
  });
});
