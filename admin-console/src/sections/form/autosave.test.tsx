import { act, screen, waitFor, within } from '@testing-library/react';
import { ADMIN } from '../../test/fake-api';
import { seedData } from '../../test/fixtures';
import { address, findToast, reloadConsole, renderConsole } from '../../test/render';
import { field } from '../../test/ui';
import { setViewportWidth } from '../../test/viewport';
import { AUTOSAVE_DELAY_MS, draftTime } from './autosave';
import { autosaveKey, type AutosavedDraft } from './draft-storage';

const stored = (key: string) => JSON.parse(localStorage.getItem(key) ?? 'null') as AutosavedDraft | null;
/** Real time passing, with whatever React does meanwhile (a toast's animation) inside act. */
const sleep = (ms: number) => act(() => new Promise<void>((resolve) => setTimeout(resolve, ms)));
/** Long enough for a paused typist's draft to be written. */
const written = { timeout: AUTOSAVE_DELAY_MS * 3 };
const offer = () => screen.getByRole('region', { name: 'Unsaved changes' });
/** Post 1 as stored, at a version the tests know. */
const POST = { ...seedData()['blog-posts'][0]!, updatedAt: '2026-11-01T10:00:00.000Z' };
const TITLE = 'Cloud Landing Zone Checklist';
const withPost = { data: { 'blog-posts': [POST] } };

/** What a crash or a closed tab left behind: a draft of post 1, typed over the version `updatedAt`. */
function leaveDraftOfPost(changes: Record<string, unknown>, updatedAt = POST.updatedAt) {
  const { id: _id, ...values } = POST;
  const draft: AutosavedDraft = { values: { ...values, updatedAt, ...changes }, savedAt: '2026-11-20T09:15:00.000Z', updatedAt };
  localStorage.setItem(autosaveKey('blog-posts', 1), JSON.stringify(draft));
  return draft;
}

describe('autosave of posts and case studies', () => {
  it('writes what is typed into a new post once typing pauses, not before', async () => {
    const { user } = await renderConsole({ at: '/admin/blog/posts/new' });
    await user.type(await screen.findByLabelText(/^Title/), 'Half a post');
    await sleep(AUTOSAVE_DELAY_MS / 2);
    expect(stored(autosaveKey('blog-posts'))).toBeNull();
    await waitFor(() => expect(stored(autosaveKey('blog-posts'))).not.toBeNull(), written);
    expect(stored(autosaveKey('blog-posts'))).toMatchObject({ values: { title: 'Half a post', slug: 'half-a-post' }, updatedAt: null });
  });

  it("keys an edit's draft by the item, with the updatedAt it was loaded with; and writes at once when the page is hidden", async () => {
    const study = { ...seedData()['case-studies'][0]!, updatedAt: '2026-10-30T08:00:00.000Z' };
    const { user } = await renderConsole({ data: { 'case-studies': [study] }, at: '/admin/case-studies/1' });
    await user.type(field('Subtitle', await screen.findByRole('form', { name: 'Edit Case Study' })), ' and insurer');
    window.dispatchEvent(new Event('pagehide'));
    expect(stored(autosaveKey('case-studies', 1))).toMatchObject({ values: { subtitle: 'Regulated bank and insurer' }, updatedAt: '2026-10-30T08:00:00.000Z' });
  });

  it('is still offered when the untouched form is mounted again (the layout crossing the mobile width)', async () => {
    const draft: AutosavedDraft = { values: { title: 'Half a post' }, savedAt: '2026-11-20T09:15:00.000Z', updatedAt: null };
    localStorage.setItem(autosaveKey('blog-posts'), JSON.stringify(draft));
    await renderConsole({ at: '/admin/blog/posts/new' });
    await screen.findByRole('region', { name: 'Unsaved changes' });

    act(() => setViewportWidth(700));
    const form = await screen.findByRole('form', { name: 'New Post' });
    expect(within(form).getByRole('region', { name: 'Unsaved changes' })).toHaveTextContent(`Restore unsaved changes from ${draftTime(draft.savedAt)}?`);
    act(() => setViewportWidth(1280));
    expect(within(await screen.findByRole('form', { name: 'New Post' })).getByRole('region', { name: 'Unsaved changes' })).toBeInTheDocument();
  });

  it('is offered back when the form opens again after a reload; Restore puts it in the form, as unsaved changes', async () => {
    const rendered = await renderConsole({ ...withPost, at: '/admin/blog/posts/1' });
    await rendered.user.type(field('Title', await screen.findByRole('form', { name: 'Edit Post' })), ' (second take)');
    await waitFor(() => expect(stored(autosaveKey('blog-posts', 1))).not.toBeNull(), written);
    const { savedAt } = stored(autosaveKey('blog-posts', 1))!;

    await reloadConsole(rendered);
    const form = await screen.findByRole('form', { name: 'Edit Post' });
    expect(within(form).getByRole('region', { name: 'Unsaved changes' })).toHaveTextContent(`Restore unsaved changes from ${draftTime(savedAt)}?`);
    expect(field('Title', form)).toHaveValue(TITLE);

    await rendered.user.click(within(offer()).getByRole('button', { name: 'Restore' }));
    expect(field('Title', form)).toHaveValue(`${TITLE} (second take)`);
    expect(screen.queryByRole('region', { name: 'Unsaved changes' })).not.toBeInTheDocument();
    expect(field('Title', form)).toHaveFocus();
    await rendered.user.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('dialog', { name: 'Discard unsaved changes?' })).toBeInTheDocument();
  });

  it('Discard drops the draft: the form keeps the stored item and the next opening offers nothing', async () => {
    leaveDraftOfPost({ title: 'Left behind' });
    const rendered = await renderConsole({ ...withPost, at: '/admin/blog/posts/1' });
    await rendered.user.click(within(await screen.findByRole('region', { name: 'Unsaved changes' })).getByRole('button', { name: 'Discard' }));
    expect(localStorage.getItem(autosaveKey('blog-posts', 1))).toBeNull();
    expect(field('Title')).toHaveValue(TITLE);

    await reloadConsole(rendered);
    await screen.findByRole('form', { name: 'Edit Post' });
    expect(screen.queryByRole('region', { name: 'Unsaved changes' })).not.toBeInTheDocument();
  });

  it('says when the stored item changed since the draft, and restores the version the draft was typed over', async () => {
    const draft = leaveDraftOfPost({ title: 'Typed over an old version' }, '2026-01-01T00:00:00.000Z');
    const { user, api } = await renderConsole({ ...withPost, at: '/admin/blog/posts/1' });
    expect(await screen.findByRole('region', { name: 'Unsaved changes' })).toHaveTextContent(
      `Restore unsaved changes from ${draftTime(draft.savedAt)}? The stored post has changed since.`,
    );
    await user.click(within(offer()).getByRole('button', { name: 'Restore' }));
    await user.click(within(screen.getByRole('form', { name: 'Edit Post' })).getByRole('button', { name: 'Update Post' }));
    // Saved over a version stored since: refused, and compared, as any stale save is.
    expect(await screen.findByText(/What you typed is kept/)).toBeInTheDocument();
    expect(api.calls('PUT', '/api/admin/blog/posts/1')[0]!.body).toMatchObject({ title: 'Typed over an old version', updatedAt: '2026-01-01T00:00:00.000Z' });
  });

  it('offers nothing when the draft holds what the item holds', async () => {
    leaveDraftOfPost({});
    await renderConsole({ ...withPost, at: '/admin/blog/posts/1' });
    await screen.findByRole('form', { name: 'Edit Post' });
    expect(screen.queryByRole('region', { name: 'Unsaved changes' })).not.toBeInTheDocument();
  });

  it('is cleared by a save, and not written again by the typing that preceded it', async () => {
    const { user } = await renderConsole({ ...withPost, at: '/admin/blog/posts/1' });
    const form = await screen.findByRole('form', { name: 'Edit Post' });
    await user.type(field('Title', form), '!');
    await waitFor(() => expect(stored(autosaveKey('blog-posts', 1))).not.toBeNull(), written);
    await user.type(field('Title', form), '!');
    await user.click(within(form).getByRole('button', { name: 'Update Post' }));
    await findToast('Success', 'Post updated successfully');
    expect(localStorage.getItem(autosaveKey('blog-posts', 1))).toBeNull();
    await sleep(AUTOSAVE_DELAY_MS * 1.5);
    expect(localStorage.getItem(autosaveKey('blog-posts', 1))).toBeNull();
  });

  it("is cleared by 'Discard changes'", async () => {
    const { user } = await renderConsole({ at: '/admin/blog/posts/new' });
    await user.type(await screen.findByLabelText(/^Title/), 'Not wanted');
    await waitFor(() => expect(stored(autosaveKey('blog-posts'))).not.toBeNull(), written);
    await user.keyboard('{Escape}');
    await user.click(within(screen.getByRole('dialog', { name: 'Discard unsaved changes?' })).getByRole('button', { name: 'Discard changes' }));
    expect(address()).toBe('/admin/blog/posts');
    expect(localStorage.getItem(autosaveKey('blog-posts'))).toBeNull();
  });

  it("gives way to the session-end draft of the same form: one offer, and restoring it drops the autosaved one", async () => {
    const { user, api } = await renderConsole({ ...withPost, at: '/admin/blog/posts/1' });
    await user.type(field('Title', await screen.findByRole('form', { name: 'Edit Post' })), ' v2');
    window.dispatchEvent(new Event('pagehide'));
    expect(stored(autosaveKey('blog-posts', 1))).not.toBeNull();
    api.endSession();
    await user.click(screen.getByRole('button', { name: 'Choose from library for Featured Image Path' }));
    await user.type(await screen.findByLabelText('Username'), ADMIN.username);
    await user.type(field('Password'), ADMIN.password);
    await user.click(screen.getByRole('button', { name: 'Login' }));

    await screen.findByRole('form', { name: 'Edit Post' });
    expect(screen.queryByRole('region', { name: 'Unsaved changes' })).not.toBeInTheDocument();
    await user.click(within(screen.getByRole('region', { name: 'Unsaved drafts' })).getByRole('button', { name: 'Restore draft' }));
    expect(field('Title', await screen.findByRole('form', { name: 'Edit Post' }))).toHaveValue(`${TITLE} v2`);
    expect(localStorage.getItem(autosaveKey('blog-posts', 1))).toBeNull();
    expect(screen.queryByRole('region', { name: 'Unsaved changes' })).not.toBeInTheDocument();
  });

  it('is not done for content without `autosave` (companies)', async () => {
    const { user } = await renderConsole({ at: '/admin/companies/new' });
    await user.type(await screen.findByLabelText(/^Company Name/), 'Acme');
    window.dispatchEvent(new Event('pagehide'));
    await sleep(AUTOSAVE_DELAY_MS * 1.5);
    expect(Object.keys(localStorage).filter((key) => key.startsWith('folio-admin-autosave:'))).toEqual([]);
  });
});
