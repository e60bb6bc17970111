import { act, screen, waitFor, within } from '@testing-library/react';
import { seedData } from '../test/fixtures';
import type { FakeApi } from '../test/fake-api';
import { mediaItem } from '../test/media-fixtures';
import { address, reloadConsole, renderConsole } from '../test/render';
import { field } from '../test/ui';

/** The browser's Back and Forward (jsdom moves through the history as a browser does, a task later). */
const back = () => act(() => window.history.back());
const forward = () => act(() => window.history.forward());
const selectedSection = () => within(screen.getByRole('navigation', { name: 'Sections' })).getByRole('tab', { selected: true });

/** 30 posts, 'Post 30' first; every third a draft. */
function manyPosts() {
  const [template] = seedData()['blog-posts'];
  return Array.from({ length: 30 }, (_, index) => ({
    ...template,
    id: index + 1,
    title: `Post ${index + 1}`,
    slug: `post-${index + 1}`,
    status: (index + 1) % 3 === 0 ? 'draft' : 'published',
    displayOrder: index + 1,
  }));
}
const titles = () => within(screen.getByRole('list', { name: 'Blog Posts' })).getAllByRole('heading').map((heading) => heading.textContent);
const lastPostsCall = (api: FakeApi) => api.calls('GET', '/api/admin/blog/posts').filter((call) => call.query.limit !== '1').at(-1)!.query; // not the Add form's read of the top post

describe('Back and Forward', () => {
  it('move between the sections visited', async () => {
    const { user } = await renderConsole({ at: '/admin/companies' });
    await user.click(screen.getByRole('tab', { name: 'Skills' }));
    await user.click(screen.getByRole('tab', { name: 'Blog' }));
    await user.click(screen.getByRole('tab', { name: 'Categories' }));
    back();
    await waitFor(() => expect(address()).toBe('/admin/blog/posts'));
    back();
    await waitFor(() => expect(selectedSection()).toHaveTextContent('Skills'));
    expect(await screen.findByRole('heading', { name: 'Kubernetes' })).toBeInTheDocument();
    back();
    await waitFor(() => expect(selectedSection()).toHaveTextContent('Companies'));
    forward();
    // The address moves at once; the console follows it a render later (a loaded machine showed the gap).
    await waitFor(() => expect(address()).toBe('/admin/skills'));
    await waitFor(() => expect(selectedSection()).toHaveTextContent('Skills'));
  });

  it('close a form that has no changes and open it again, with its item', async () => {
    const { user } = await renderConsole({ at: '/admin/companies' });
    await user.click(await screen.findByRole('button', { name: 'Edit Meridian Cloudworks' }));
    expect(screen.getByRole('form', { name: 'Edit Company' })).toBeInTheDocument();
    back();
    await waitFor(() => expect(screen.queryByRole('form')).not.toBeInTheDocument());
    expect(address()).toBe('/admin/companies');
    expect(screen.getByRole('button', { name: 'Edit Meridian Cloudworks' })).toHaveFocus();
    forward();
    expect(field('Company Name', await screen.findByRole('form', { name: 'Edit Company' }))).toHaveValue('Meridian Cloudworks');
  });

  it("move between the post list's filters and pages", async () => {
    const { user } = await renderConsole({ data: { 'blog-posts': manyPosts() }, at: '/admin/blog/posts' });
    await screen.findByText('Showing 1–12 of 30 blog posts · page 1 of 3');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(address()).toBe('/admin/blog/posts?page=2');
    await user.selectOptions(field('Status filter'), 'Draft');
    // A new filter starts at the first page.
    expect(address()).toBe('/admin/blog/posts?status=draft');
    expect(await screen.findByText('10 blog posts')).toBeInTheDocument();

    back();
    expect(await screen.findByText('Showing 13–24 of 30 blog posts · page 2 of 3')).toBeInTheDocument();
    expect(field('Status filter')).toHaveValue('');
    expect(titles()[0]).toBe('Post 18');
    forward();
    expect(await screen.findByText('10 blog posts')).toBeInTheDocument();
    expect(field('Status filter')).toHaveValue('draft');
  });
});

describe('a reload (or a bookmark, or a second tab) shows the same screen', () => {
  it("the post list's search, filter and page, and the post open in the list's place", async () => {
    const rendered = await renderConsole({ data: { 'blog-posts': manyPosts() }, at: '/admin/blog/posts?status=published&page=2' });
    expect(await screen.findByText('Showing 13–20 of 20 blog posts · page 2 of 2')).toBeInTheDocument();
    expect(field('Status filter')).toHaveValue('published');
    expect(lastPostsCall(rendered.api)).toMatchObject({ status: 'published', limit: '12', offset: '12' });
    await rendered.user.click(screen.getByRole('button', { name: 'Edit Post 5' }));
    expect(address()).toBe('/admin/blog/posts/5?status=published&page=2');

    await reloadConsole(rendered);
    const form = await screen.findByRole('form', { name: 'Edit Post' });
    expect(field('Title', form)).toHaveValue('Post 5');
    // The form takes the whole width; Cancel brings back the list as it was left.
    expect(screen.queryByRole('list', { name: 'Blog Posts' })).not.toBeInTheDocument();
    await rendered.user.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(address()).toBe('/admin/blog/posts?status=published&page=2');
    expect(await screen.findByText('Showing 13–20 of 20 blog posts · page 2 of 2')).toBeInTheDocument();
    expect(field('Status filter')).toHaveValue('published');
    expect(screen.getByRole('button', { name: 'Edit Post 5' })).toBeInTheDocument();
  });

  it('a search typed into the post list goes into the address, and Cancel keeps it', async () => {
    const { user } = await renderConsole({ data: { 'blog-posts': manyPosts() }, at: '/admin/blog/posts' });
    await user.type(field('Search posts'), 'Post 1{Enter}');
    expect(address()).toBe('/admin/blog/posts?q=Post+1');
    await user.click(await screen.findByRole('button', { name: 'Add Post' }));
    expect(address()).toBe('/admin/blog/posts/new?q=Post+1');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(address()).toBe('/admin/blog/posts?q=Post+1');
    expect(field('Search posts')).toHaveValue('Post 1');
  });

  it("a page past the last one moves to the last, in place of the address asked for", async () => {
    const before = window.history.length;
    await renderConsole({ data: { 'blog-posts': manyPosts() }, at: '/admin/blog/posts?page=9' });
    expect(await screen.findByText('Showing 25–30 of 30 blog posts · page 3 of 3')).toBeInTheDocument();
    expect(address()).toBe('/admin/blog/posts?page=3');
    expect(window.history.length).toBe(before);
    expect(titles()).toHaveLength(6);
  });

  it("the media library's search and page", async () => {
    const items = Array.from({ length: 30 }, (_, index) => mediaItem({ originalName: `photo-${index + 1}.jpg`, altText: index < 26 ? 'harbour' : '' }));
    const rendered = await renderConsole({ media: { items }, at: '/admin/media' });
    await rendered.user.type(await screen.findByLabelText('Search images'), 'harbour{Enter}');
    expect(address()).toBe('/admin/media?q=harbour');
    await screen.findByText('Showing 1–24 of 26 images · page 1 of 2');
    await rendered.user.click(screen.getByRole('button', { name: 'Next' }));
    expect(address()).toBe('/admin/media?q=harbour&page=2');

    await reloadConsole(rendered);
    expect(await screen.findByText('Showing 25–26 of 26 images · page 2 of 2')).toBeInTheDocument();
    expect(screen.getByLabelText('Search images')).toHaveValue('harbour');
    expect(rendered.api.calls('GET', '/api/admin/media').at(-1)!.query).toEqual({ q: 'harbour', limit: '24', offset: '24' });
  });
});
