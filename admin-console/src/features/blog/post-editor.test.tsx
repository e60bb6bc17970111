import { FEATURED_IMAGE_ALT_RULE } from '@folio/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { seedData } from '../../test/fixtures';
import { mediaItem } from '../../test/media-fixtures';
import { findToast, renderConsole } from '../../test/render';
import { field } from '../../test/ui';

type Options = Parameters<typeof renderConsole>[0];

async function newPost(options: Options = {}) {
  const rendered = await renderConsole({ at: '/admin/blog/posts/new', ...options });
  const form = await screen.findByRole('form', { name: 'New Post' });
  await rendered.user.type(field('Title', form), 'Cover story');
  await rendered.user.click(field('Content', form));
  await rendered.user.paste('Body');
  return { ...rendered, form };
}

/** Posts dated apart, their display order the other way round. */
function datedPosts() {
  const [template] = seedData()['blog-posts'];
  const post = (id: number, title: string, publishedAt: string | null, displayOrder: number, status = 'published') => ({
    ...template,
    id,
    title,
    slug: `post-${id}`,
    publishedAt,
    displayOrder,
    status,
    personaIds: [],
  });
  return [
    post(1, 'Oldest, pinned first on the blog', '2024-01-01T00:00:00.000Z', 30),
    post(2, 'Newest', '2026-06-01T00:00:00.000Z', 10),
    post(3, 'Middle', '2025-06-01T00:00:00.000Z', 20),
    post(4, 'Draft in progress', null, 0, 'draft'),
  ];
}

const titles = () => within(screen.getByRole('list', { name: 'Blog Posts' })).getAllByRole('heading').map((heading) => heading.textContent);

describe("a post's featured image", () => {
  it('asks for its alt text, or for it to be marked decorative, before the post is saved', async () => {
    const { user, api, form } = await newPost();
    await user.type(field('Featured Image Path', form), '/images/blog/cover.svg');
    await user.click(within(form).getByRole('button', { name: 'Add Post' }));
    expect(await within(form).findByText(FEATURED_IMAGE_ALT_RULE)).toBeInTheDocument();
    expect(api.calls('POST', '/api/admin/blog/posts')).toHaveLength(0);

    await user.click(within(form).getByRole('checkbox', { name: 'The featured image is decorative' }));
    expect(within(form).queryByLabelText(/^Featured image alt text/)).not.toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Add Post' }));
    await findToast('Success', 'Post added successfully');
    expect(api.calls('POST', '/api/admin/blog/posts')[0]!.body).toMatchObject({ featuredImagePath: '/images/blog/cover.svg', featuredImageDecorative: true });
  });

  it("starts from the library's alt text for a library image, and saves the post's own", async () => {
    const cover = mediaItem({ originalName: 'cover.jpg', altText: 'A lighthouse at dusk' });
    const { user, api, form } = await newPost({ media: { items: [cover] } });
    await user.click(within(form).getByRole('button', { name: 'Choose from library for Featured Image Path' }));
    await user.click(await screen.findByRole('button', { name: /Choose cover\.jpg/ }));
    const alt = await within(form).findByLabelText(/^Featured image alt text/);
    await waitFor(() => expect(alt).toHaveValue('A lighthouse at dusk'));
    // The post's own text: the library's alt text box is not shown twice.
    expect(within(form).queryByLabelText('Alt text')).not.toBeInTheDocument();

    await user.clear(alt);
    await user.type(alt, 'The lighthouse this post is about');
    await user.click(within(form).getByRole('button', { name: 'Add Post' }));
    await findToast('Success', 'Post added successfully');
    expect(api.calls('POST', '/api/admin/blog/posts')[0]!.body).toMatchObject({ featuredImagePath: cover.path, featuredImageAlt: 'The lighthouse this post is about' });
  });
});

describe("the console's post list", () => {
  it('comes newest first, drafts not dated yet on top; the blog order is a choice, and only there can rows be dragged', async () => {
    const { user, api } = await renderConsole({ at: '/admin/blog/posts', data: { 'blog-posts': datedPosts() } });
    await waitFor(() => expect(titles()).toEqual(['Draft in progress', 'Newest', 'Middle', 'Oldest, pinned first on the blog']));
    expect(screen.queryByRole('button', { name: /^Reorder / })).not.toBeInTheDocument();

    await user.selectOptions(field('Order'), 'Blog order (drag to reorder)');
    await waitFor(() => expect(titles()).toEqual(['Oldest, pinned first on the blog', 'Middle', 'Newest', 'Draft in progress']));
    expect(api.calls('GET', '/api/admin/blog/posts').at(-1)!.query).toMatchObject({ sort: 'manual' });
    expect(screen.getByRole('button', { name: 'Reorder Middle' })).toBeInTheDocument();
  });

  it("starts a new post above the blog's top post, whatever the list shows first", async () => {
    const { user, api } = await renderConsole({ at: '/admin/blog/posts', data: { 'blog-posts': datedPosts() } });
    await user.click(await screen.findByRole('button', { name: 'Add Post' }));
    const form = await screen.findByRole('form', { name: 'New Post' });
    expect(field('Display Order', form)).toHaveValue(31);
    expect(api.calls('GET', '/api/admin/blog/posts').some((call) => call.query.limit === '1' && call.query.sort === 'manual')).toBe(true);
  });

  it('tells Category, Tags, Personas and Tag Type apart in one place', async () => {
    const { user } = await renderConsole({ at: '/admin/blog/posts' });
    await user.click(await screen.findByText('Category, tags, personas: which does what?'));
    const guide = screen.getByRole('group');
    for (const term of ['Category', 'Tags', 'Personas', 'Tag Type']) expect(within(guide).getByText(term, { selector: 'dt' })).toBeVisible();
  });
});
