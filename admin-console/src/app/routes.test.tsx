import { screen, waitFor, within } from '@testing-library/react';
import { seedData } from '../test/fixtures';
import { ENTITY_CASES } from '../test/cases';
import { ADMIN } from '../test/fake-api';
import { address, renderConsole } from '../test/render';
import { field } from '../test/ui';


/** The chosen tab of the dashboard's sidebar ('Sections') or of a section's own strip ('Blog sections'). */
const selected = (strip: string) => within(screen.getByRole(strip === 'Sections' ? 'navigation' : 'tablist', { name: strip })).getByRole('tab', { selected: true });

describe('each list, add form and edit form has its own address', () => {
  it.each(ENTITY_CASES)('$resource', async (entity) => {
    const list = entity.address;
    const { user } = await renderConsole({ at: list });
    expect(selected('Sections')).toHaveTextContent(entity.tabs[0]!);
    if (entity.tabs[0] === 'Blog') expect(selected('Blog sections')).toHaveTextContent(entity.tabs[1] ?? 'Blog Posts');
    expect(await screen.findByRole('heading', { name: entity.existing })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: `Add ${entity.noun}` }));
    expect(address()).toBe(`${list}/new`);
    expect(screen.getByRole('form', { name: `New ${entity.noun}` })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(address()).toBe(list);

    await user.click(await screen.findByRole('button', { name: `Edit ${entity.existing}` }));
    expect(address()).toBe(`${list}/${entity.existingId}`);
    const form = await screen.findByRole('form', { name: `Edit ${entity.noun}` });
    expect(field(entity.edit.label, form)).toHaveValue(entity.existing);
  });

  it.each(ENTITY_CASES)('$resource: opened at its form addresses', async (entity) => {
    const list = entity.address;
    const { user } = await renderConsole({ at: `${list}/${entity.existingId}` });
    const form = await screen.findByRole('form', { name: `Edit ${entity.noun}` });
    expect(field(entity.edit.label, form)).toHaveValue(entity.existing);
    // Focus goes into the form, as when it is opened by Edit, and on Cancel to the item's Edit button.
    expect(form).toContainElement(document.activeElement as HTMLElement);
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(address()).toBe(list);
    expect(await screen.findByRole('button', { name: `Edit ${entity.existing}` })).toHaveFocus();
  });

  it('opens the add form at <list>/new', async () => {
    await renderConsole({ at: '/admin/hero-items/new' });
    expect(selected('Sections')).toHaveTextContent('Hero Items');
    expect(await screen.findByRole('form', { name: 'New Hero Item' })).toBeInTheDocument();
    expect(field('Primary Button Text')).toHaveValue('View Experience');
  });
});

describe('addresses that lead on', () => {
  it('/admin goes to the Overview in place of itself, keeping its query', async () => {
    const before = window.history.length;
    await renderConsole({ at: '/admin/?range=7d' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Overview' })).toBeInTheDocument();
    expect(address()).toBe('/admin/overview?range=7d');
    expect(selected('Sections')).toHaveTextContent('Overview');
    expect(window.history.length).toBe(before);
  });

  it('/admin/blog goes to Blog Posts, keeping its query', async () => {
    await renderConsole({ at: '/admin/blog?status=draft' });
    await waitFor(() => expect(address()).toBe('/admin/blog/posts?status=draft'));
    expect(selected('Blog sections')).toHaveTextContent('Blog Posts');
    expect(field('Status filter')).toHaveValue('draft');
  });

  it('the tabs, the subsection tabs and the dropdowns change the address', async () => {
    const { user } = await renderConsole({ at: '/admin/companies' });
    await user.click(screen.getByRole('tab', { name: 'Media' }));
    expect(address()).toBe('/admin/media');
    await user.click(screen.getByRole('tab', { name: 'Inbox' }));
    expect(address()).toBe('/admin/inbox');
    await user.click(screen.getByRole('tab', { name: 'Blog' }));
    expect(address()).toBe('/admin/blog/posts');
    await user.click(screen.getByRole('tab', { name: 'Tags' }));
    expect(address()).toBe('/admin/blog/tags');
    expect(await screen.findByRole('heading', { name: 'Automation' })).toBeInTheDocument();
  });

  it('at 768 px and narrower, the dropdowns show and change the address', async () => {
    const { user } = await renderConsole({ width: 375, at: '/admin/blog/categories' });
    expect(screen.getByRole('combobox', { name: 'Select section to manage' })).toHaveValue('blog');
    expect(screen.getByRole('combobox', { name: 'Select blog section' })).toHaveValue('blog-categories');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Select blog section' }), 'Tags');
    expect(address()).toBe('/admin/blog/tags');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Select section to manage' }), 'Certifications');
    expect(address()).toBe('/admin/certifications');
    expect(await screen.findByRole('heading', { name: 'Cloud Architect Professional' })).toBeInTheDocument();
  });
});

describe('addresses that show nothing', () => {
  it('an unknown section says so, chooses no tab, and leads to Companies', async () => {
    const { user } = await renderConsole({ at: '/admin/invoices' });
    const notFound = screen.getByRole('region', { name: 'Nothing at this address' });
    expect(notFound).toHaveTextContent('The console has no screen at /admin/invoices.');
    expect(within(screen.getByRole('navigation', { name: 'Sections' })).queryByRole('tab', { selected: true })).not.toBeInTheDocument();
    await user.click(within(notFound).getByRole('link', { name: 'Go to Companies' }));
    expect(address()).toBe('/admin/companies');
    expect(await screen.findByRole('heading', { name: 'Meridian Cloudworks' })).toBeInTheDocument();
  });

  it('on a narrow screen too: the dropdown shows its placeholder', async () => {
    await renderConsole({ width: 375, at: '/admin/invoices' });
    expect(screen.getByRole('combobox', { name: 'Select section to manage' })).toHaveValue('');
    expect(screen.getByRole('region', { name: 'Nothing at this address' })).toBeInTheDocument();
  });

  it.each([
    ['/admin/companies/abc', 'Companies', 'Back to Companies', '/admin/companies'],
    ['/admin/skills/0', 'Skills', 'Back to Skills', '/admin/skills'],
    ['/admin/skills/01', 'Skills', 'Back to Skills', '/admin/skills'],
    ['/admin/blog/posts/12/edit', 'Blog', 'Back to Blog Posts', '/admin/blog/posts'],
    ['/admin/blog/comments', 'Blog', 'Back to Blog Posts', '/admin/blog/posts'],
    ['/admin/media/7', 'Media', 'Back to Media', '/admin/media'],
    ['/admin/inbox/abc', 'Inbox', 'Back to Inbox', '/admin/inbox'],
    ['/admin/inbox/0', 'Inbox', 'Back to Inbox', '/admin/inbox'],
    ['/admin/inbox/12/reply', 'Inbox', 'Back to Inbox', '/admin/inbox'],
    ['/admin/overview/2026', 'Overview', 'Back to Overview', '/admin/overview'],
  ])('%s is inside %s and leads back to it', async (at, tab, back, to) => {
    const { user } = await renderConsole({ at });
    expect(selected('Sections')).toHaveTextContent(tab);
    await user.click(within(screen.getByRole('region', { name: 'Nothing at this address' })).getByRole('link', { name: back }));
    expect(address()).toBe(to);
  });

  it.each([
    ['/admin/companies/999', 'company', '/admin/companies', 'Meridian Cloudworks'],
    ['/admin/blog/posts/999', 'post', '/admin/blog/posts', 'Cloud Landing Zone Checklist'],
  ])('an id no item has (%s) says so, with the way back to the list', async (at, entity, list, row) => {
    const { user } = await renderConsole({ at });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(`There is no ${entity} with the id 999: it may have been deleted.`);
    await user.click(within(alert).getByRole('button', { name: 'Back to the list' }));
    expect(address()).toBe(list);
    expect(await screen.findByRole('heading', { name: row })).toBeInTheDocument();
  });
});

it("opens a post's edit form by its id even when the post is on no page shown: it is read whole by its id, not looked for page by page", async () => {
  const [template] = seedData()['blog-posts'];
  const posts = Array.from({ length: 130 }, (_, index) => ({ ...template, id: index + 1, title: `Post ${index + 1}`, slug: `post-${index + 1}`, displayOrder: index + 1 }));
  const { api } = await renderConsole({ data: { 'blog-posts': posts }, at: '/admin/blog/posts/3' });
  const form = await screen.findByRole('form', { name: 'Edit Post' });
  expect(field('Title', form)).toHaveValue('Post 3');
  expect(field('Content', form)).toHaveValue(template!.content);
  expect(api.calls('GET', '/api/admin/blog/posts/3')).toHaveLength(1);
  // The list reads its first page only (the highest orders first, which lacks post 3).
  expect(api.calls('GET', '/api/admin/blog/posts').filter((call) => Number(call.query.offset ?? 0) > 0)).toEqual([]);
});

it('shows that no post has the id of an address, without reading the list page by page', async () => {
  const { api } = await renderConsole({ at: '/admin/blog/posts/999' });
  expect(await screen.findByRole('alert')).toHaveTextContent('There is no post with the id 999: it may have been deleted.');
  expect(api.calls('GET', '/api/admin/blog/posts/999')).toHaveLength(1);
  expect(api.calls('GET', '/api/admin/blog/posts').filter((call) => Number(call.query.offset ?? 0) > 0)).toEqual([]);
});

it('shows the login card at any address and, once signed in, the screen it names', async () => {
  const { user } = await renderConsole({ signedIn: false, at: '/admin/blog/tags/2' });
  expect(screen.getByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
  expect(address()).toBe('/admin/blog/tags/2');
  await user.type(field('Username'), ADMIN.username);
  await user.type(field('Password'), ADMIN.password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
  const form = await screen.findByRole('form', { name: 'Edit Tag' });
  expect(field('Name', form)).toHaveValue('Automation');
  expect(address()).toBe('/admin/blog/tags/2');
});
