import { screen, waitFor, within } from '@testing-library/react';
import { seedData } from '../../test/fixtures';
import type { FakeApi } from '../../test/fake-api';
import { findToast, renderConsole } from '../../test/render';
import { field, openSection } from '../../test/ui';

/** 30 posts: every third a draft, titles 'Post 1'…'Post 30', 'Post 30' first (highest display order). */
function manyPosts() {
  const [template] = seedData()['blog-posts'];
  return Array.from({ length: 30 }, (_, index) => {
    const n = index + 1;
    return {
      ...template,
      id: n,
      title: `Post ${n}`,
      slug: `post-${n}`,
      content: n === 7 ? 'All about kettlebells.' : `Body ${n}`,
      status: n % 3 === 0 ? 'draft' : 'published',
      categoryId: n % 2 === 0 ? 1 : null,
      displayOrder: n,
      personaIds: [],
      tagType: null,
    };
  });
}

const titles = () => within(screen.getByRole('list', { name: 'Blog Posts' })).getAllByRole('heading').map((heading) => heading.textContent);
const lastListCall = (api: FakeApi) => api.calls('GET', '/api/admin/blog/posts').filter((call) => call.query.limit !== '1').at(-1)!.query; // not the Add form's read of the top post

describe("the console's post list", () => {
  it('comes in pages of 12 with the total, and Previous/Next move between them', async () => {
    const { user, api } = await renderConsole({ data: { 'blog-posts': manyPosts() } });
    await openSection(user, 'Blog');
    expect(await screen.findByText('Showing 1–12 of 30 blog posts · page 1 of 3')).toBeInTheDocument();
    expect(titles()).toEqual(Array.from({ length: 12 }, (_, index) => `Post ${30 - index}`));
    expect(lastListCall(api)).toMatchObject({ limit: '12', offset: '0' });
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Showing 13–24 of 30 blog posts · page 2 of 3')).toBeInTheDocument();
    expect(titles()[0]).toBe('Post 18');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Showing 25–30 of 30 blog posts · page 3 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(lastListCall(api)).toMatchObject({ offset: '24' });
  });

  it('filters by status and category, searches, and clears back to every post', async () => {
    const { user, api } = await renderConsole({ data: { 'blog-posts': manyPosts() } });
    await openSection(user, 'Blog');
    await screen.findByText('Showing 1–12 of 30 blog posts · page 1 of 3');

    await user.selectOptions(field('Status filter'), 'Draft');
    expect(await screen.findByText('10 blog posts')).toBeInTheDocument();
    expect(titles().every((title) => Number(title!.split(' ')[1]) % 3 === 0)).toBe(true);
    expect(lastListCall(api)).toMatchObject({ status: 'draft', offset: '0' });

    await user.selectOptions(field('Category filter'), 'Architecture');
    expect(await screen.findByText('5 blog posts')).toBeInTheDocument();
    expect(titles()).toEqual(['Post 30', 'Post 24', 'Post 18', 'Post 12', 'Post 6']);

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await screen.findByText('Showing 1–12 of 30 blog posts · page 1 of 3');

    await user.type(field('Search posts'), 'kettlebells{Enter}');
    await waitFor(() => expect(titles()).toEqual(['Post 7']));
    expect(lastListCall(api)).toMatchObject({ q: 'kettlebells' });
    expect(screen.getByText('1 post')).toBeInTheDocument();

    await user.type(field('Search posts'), ' nowhere{Enter}');
    expect(await screen.findByText('No blog posts match these filters.')).toBeInTheDocument();
  });

  it("offers the scheduled posts as a status of its own, and shows it chosen when the address asks for them", async () => {
    const { user, api } = await renderConsole({ at: '/admin/blog/posts?status=scheduled', data: { 'blog-posts': manyPosts() } });
    await waitFor(() => expect(lastListCall(api)).toMatchObject({ status: 'scheduled' }));
    const filter = field('Status filter') as HTMLSelectElement;
    expect(filter).toHaveValue('scheduled');
    expect(filter.selectedOptions[0]).toHaveTextContent('Scheduled');
    expect(within(filter).getAllByRole('option').map((option) => option.textContent)).toEqual(['All statuses', 'Draft', 'Published', 'Scheduled']);

    await user.selectOptions(filter, 'Draft');
    await waitFor(() => expect(lastListCall(api)).toMatchObject({ status: 'draft' }));
  });

  it('a page left empty by a delete moves back to the last page with posts', async () => {
    const { user } = await renderConsole({ data: { 'blog-posts': manyPosts().slice(0, 13) } });
    await openSection(user, 'Blog');
    await screen.findByText('Showing 1–12 of 13 blog posts · page 1 of 2');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Showing 13–13 of 13 blog posts · page 2 of 2');
    await user.click(screen.getByRole('button', { name: 'Delete Post 1' }));
    await findToast('Success', 'Post deleted successfully');
    expect(await screen.findByText('12 blog posts')).toBeInTheDocument();
    await waitFor(() => expect(titles()).toHaveLength(12));
  });
});
