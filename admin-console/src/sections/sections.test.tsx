import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { ENTITY_CASES, listPath, writePath } from '../test/cases';
import type { FakeApi } from '../test/fake-api';
import { findToast, renderConsole } from '../test/render';
import { field, fill, openSection } from '../test/ui';

const heading = (name: string) => screen.queryByRole('heading', { name });
/** The section heading a tab shows (the blog's first subsection is 'Blog Posts'). */
const sectionTitle = (tab: string) => (tab === 'Blog' ? 'Blog Posts' : tab);

describe.each(ENTITY_CASES)('$resource', (entity) => {
  it(`adds: an empty form, 'Saving...', '${entity.entity} added successfully', the list refreshed`, async () => {
    const { user, api } = await renderConsole();
    await openSection(user, ...entity.tabs);
    expect(await screen.findByRole('heading', { name: entity.existing })).toBeInTheDocument();
    const listCalls = api.calls('GET', listPath(entity.resource)).length;

    await user.click(screen.getByRole('button', { name: `Add ${entity.noun}` }));
    const form = screen.getByRole('form', { name: `New ${entity.noun}` });
    // Focus moves into the form.
    expect(form).toContainElement(document.activeElement as HTMLElement);

    await fill(user, entity.fill);
    const post = api.hold('POST', writePath(entity.resource));
    await user.click(within(form).getByRole('button', { name: `Add ${entity.noun}` }));
    await post.reached;
    expect(within(form).getByRole('button', { name: 'Saving...' })).toBeDisabled();
    post.release();

    await findToast('Success', `${entity.entity} added successfully`);
    expect(await screen.findByRole('heading', { name: entity.created })).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(api.calls('GET', listPath(entity.resource)).length).toBeGreaterThan(listCalls);

    const [sent] = api.calls('POST', writePath(entity.resource));
    expect(sent!.body).toMatchObject(entity.sent);
    expect(sent!.body).not.toHaveProperty('id');
    // Focus comes back to the list, on the button that opened the form.
    expect(screen.getByRole('button', { name: `Add ${entity.noun}` })).toHaveFocus();
  });

  it(`edits: a prefilled form, 'Update ${entity.noun}', PUT with the id, '${entity.entity} updated successfully'`, async () => {
    const { user, api } = await renderConsole();
    await openSection(user, ...entity.tabs);
    await screen.findByRole('heading', { name: entity.existing });

    await user.click(screen.getByRole('button', { name: `Edit ${entity.existing}` }));
    // A post's list row has no body: its form opens once the whole post is read.
    const form = await screen.findByRole('form', { name: `Edit ${entity.noun}` });
    expect(field(entity.edit.label, form)).toHaveValue(entity.existing);

    await fill(user, [{ type: entity.edit.label, value: entity.edit.value }]);
    const put = api.hold('PUT', `${writePath(entity.resource)}/${entity.existingId}`);
    await user.click(within(form).getByRole('button', { name: `Update ${entity.noun}` }));
    await put.reached;
    expect(within(form).getByRole('button', { name: 'Saving...' })).toBeDisabled();
    put.release();

    await findToast('Success', `${entity.entity} updated successfully`);
    expect(await screen.findByRole('heading', { name: entity.edit.value })).toBeInTheDocument();
    expect(heading(entity.existing)).not.toBeInTheDocument();

    const [sent] = api.calls('PUT', `${writePath(entity.resource)}/${entity.existingId}`);
    // The full entity including its id, as the spec's PUT calls carry it.
    expect(sent!.body).toMatchObject({ id: entity.existingId });
    expect(Object.keys(sent!.body as object).length).toBeGreaterThan(2);
    await waitFor(() => expect(screen.getByRole('button', { name: `Edit ${entity.edit.value}` })).toHaveFocus());
  });

  it(`deletes without confirmation: 'Deleting...', '${entity.entity} deleted successfully', the row gone`, async () => {
    const { user, api } = await renderConsole();
    await openSection(user, ...entity.tabs);
    await screen.findByRole('heading', { name: entity.existing });
    const listCalls = api.calls('GET', listPath(entity.resource)).length;

    const remove = api.hold('DELETE', `${writePath(entity.resource)}/${entity.existingId}`);
    await user.click(screen.getByRole('button', { name: `Delete ${entity.existing}` }));
    await remove.reached;
    expect(screen.getByRole('button', { name: 'Deleting...' })).toBeDisabled();
    remove.release();

    await findToast('Success', `${entity.entity} deleted successfully`);
    await waitFor(() => expect(heading(entity.existing)).not.toBeInTheDocument());
    expect(api.calls('GET', listPath(entity.resource)).length).toBeGreaterThan(listCalls);
    // Focus goes back to the section, since the row it was on is gone.
    expect(screen.getByRole('heading', { name: entity.tabs.length > 1 ? entity.tabs[1] : sectionTitle(entity.tabs[0]!) })).toHaveFocus();
  });

  it(`says what failed: the server's message, or 'Failed to add/update/delete ${entity.lower}'`, async () => {
    const { user, api } = await renderConsole();
    await openSection(user, ...entity.tabs);
    await screen.findByRole('heading', { name: entity.existing });

    api.failNext('POST', writePath(entity.resource), () => HttpResponse.error());
    await user.click(screen.getByRole('button', { name: `Add ${entity.noun}` }));
    await fill(user, entity.fill);
    await user.click(within(screen.getByRole('form')).getByRole('button', { name: `Add ${entity.noun}` }));
    const addError = await findToast('Error', `Failed to add ${entity.lower}`);
    expect(addError).toHaveAttribute('data-variant', 'destructive');
    // The form stays open with what was typed; leaving it asks first.
    expect(screen.getByRole('form', { name: `New ${entity.noun}` })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Discard unsaved changes?' })).getByRole('button', { name: 'Discard changes' }));
    await waitFor(() => expect(screen.getByRole('button', { name: `Add ${entity.noun}` })).toHaveFocus());

    api.failNext('PUT', `${writePath(entity.resource)}/${entity.existingId}`, () => HttpResponse.error());
    await user.click(screen.getByRole('button', { name: `Edit ${entity.existing}` }));
    await user.click(await screen.findByRole('button', { name: `Update ${entity.noun}` }));
    await findToast('Error', `Failed to update ${entity.lower}`);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: `Edit ${entity.existing}` })).toHaveFocus();

    api.failNext('DELETE', `${writePath(entity.resource)}/${entity.existingId}`, () =>
      HttpResponse.json({ message: 'It is still in use' }, { status: 409 }),
    );
    await user.click(screen.getByRole('button', { name: `Delete ${entity.existing}` }));
    await findToast('Error', '409: It is still in use');
    expect(screen.getByRole('heading', { name: entity.existing })).toBeInTheDocument();

    api.failNext('DELETE', `${writePath(entity.resource)}/${entity.existingId}`, () => HttpResponse.error());
    await user.click(screen.getByRole('button', { name: `Delete ${entity.existing}` }));
    await findToast('Error', `Failed to delete ${entity.lower}`);
  });

  it(`shows '${entity.loading}' while the list loads and '${entity.empty}' when it is empty`, async () => {
    let list!: ReturnType<FakeApi['hold']>;
    const { user } = await renderConsole({
      data: { [entity.resource]: [] },
      before: (api) => (list = api.hold('GET', listPath(entity.resource))),
    });
    await openSection(user, ...entity.tabs);
    await list.reached;
    expect(screen.getByRole('status')).toHaveTextContent(entity.loading);
    list.release();
    expect(await screen.findByText(entity.empty)).toBeInTheDocument();
  });
});
