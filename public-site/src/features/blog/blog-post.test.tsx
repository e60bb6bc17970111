import type { WithMedia } from '@folio/contracts';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { post } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { api, never, recordRequests, server, withNames } from '../../test/server';
import { loadServerPage } from '../../test/server-page';

const SLUG = 'architecture-decision-records';
const views = (requests: string[]) => requests.filter((request) => request.startsWith('POST /api/blog/posts/'));

/** The post the API answers; `media` is the library's words for its images, as the API joins them. */
function answerPost(overrides: Parameters<typeof post>[0], media?: WithMedia['media']) {
  server.use(http.get(api(`blog/posts/slug/${SLUG}`), () => HttpResponse.json({ ...withNames(post(overrides)), ...(media && { media }) })));
}

const MARKDOWN = [
  '## Tables',
  '',
  '| Option | Cost |',
  '| --- | --- |',
  '| Build | High |',
  '',
  'This is ~~wrong~~ right.',
  '',
  '```',
  'curl --retry 5 --retry-all-errors https://example.com/a/very/long/path/that/scrolls/sideways',
  '```',
  '',
  '- [x] Written down',
  '- [ ] Reviewed',
  '',
  'A claim with a source.[^1]',
  '',
  'Read more at https://example.com/adr today.',
  '',
  '[^1]: The source itself.',
].join('\n');

describe('blog post', () => {
  it('shows skeleton placeholders while loading', async () => {
    server.use(http.get(api(`blog/posts/slug/${SLUG}`), never));
    renderApp(`/blog/${SLUG}`);
    expect(await screen.findByTestId('post-skeleton')).toHaveAttribute('aria-busy', 'true');
  });

  it('shows the back button, badges, title, date, views, excerpt and body', async () => {
    renderApp(`/blog/${SLUG}`);
    const article = await screen.findByRole('article', { name: 'Architecture Decision Records People Read' });
    expect(screen.getByRole('heading', { level: 1, name: 'Architecture Decision Records People Read' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Blog' })).toHaveAttribute('href', '/blog');
    expect(await within(article).findByText('Engineering')).toBeInTheDocument();
    expect(within(article).getByText('Enterprise')).toBeInTheDocument();
    expect(within(article).getByText('March 4, 2026')).toBeInTheDocument();
    expect(within(article).getByText('12 views')).toBeInTheDocument();
    const excerpt = within(article).getByText('Short records that survive reorganisations.');
    expect(excerpt).toHaveStyle({ fontStyle: 'italic' });
    expect(within(article).getByRole('heading', { level: 2, name: 'Why' })).toBeInTheDocument();
  });

  it("shows the featured image with the owner's alt text for the post", async () => {
    answerPost({ featuredImageAlt: 'A stack of decision records', featuredImageDecorative: false });
    renderApp(`/blog/${SLUG}`);
    const article = await screen.findByRole('article', { name: 'Architecture Decision Records People Read' });
    expect(within(article).getByRole('img', { name: 'A stack of decision records' })).toHaveAttribute('src', post().featuredImagePath);
  });

  it('shows a decorative featured image with an empty alt text', async () => {
    answerPost({ featuredImageAlt: 'Ignored', featuredImageDecorative: true });
    const { container } = renderApp(`/blog/${SLUG}`);
    await screen.findByRole('article', { name: 'Architecture Decision Records People Read' });
    expect(container.querySelector(`img[src="${post().featuredImagePath}"]`)).toHaveAttribute('alt', '');
  });

  it("prefers the post's own alt text, and its decorative mark, to the library's words for the image", async () => {
    const library = { [post().featuredImagePath!]: { alt: 'The library says otherwise', placeholder: null } };
    answerPost({ featuredImageAlt: 'Records pinned to a board', featuredImageDecorative: false }, library);
    const first = renderApp(`/blog/${SLUG}`);
    const article = await screen.findByRole('article', { name: 'Architecture Decision Records People Read' });
    expect(within(article).getByRole('img', { name: 'Records pinned to a board' })).toBeInTheDocument();
    first.unmount();

    answerPost({ featuredImageAlt: null, featuredImageDecorative: true }, library);
    const { container } = renderApp(`/blog/${SLUG}`);
    await screen.findByRole('article', { name: 'Architecture Decision Records People Read' });
    expect(container.querySelector(`img[src="${post().featuredImagePath}"]`)).toHaveAttribute('alt', '');
  });

  it("writes 'view' for exactly one, 'Recently' without a date, and no count at 0", async () => {
    answerPost({ viewCount: 1, publishedAt: null });
    const first = renderApp(`/blog/${SLUG}`);
    const article = await screen.findByRole('article');
    expect(within(article).getByText('1 view')).toBeInTheDocument();
    expect(within(article).getByText('Recently')).toBeInTheDocument();
    first.unmount();

    answerPost({ viewCount: 0 });
    renderApp(`/blog/${SLUG}`);
    const again = await screen.findByRole('article');
    expect(within(again).queryByText(/\bviews?\b/)).not.toBeInTheDocument();
  });

  it('renders GitHub-flavoured markdown: tables, strikethrough, task lists, footnotes and autolinks', async () => {
    answerPost({ content: MARKDOWN });
    renderApp(`/blog/${SLUG}`);
    const article = await screen.findByRole('article');

    const table = within(article).getByRole('table');
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Option', 'Cost']);
    expect(within(table).getByRole('cell', { name: 'High' })).toBeInTheDocument();

    expect(within(article).getByText('wrong').tagName).toBe('DEL');

    const boxes = within(article).getAllByRole('checkbox');
    expect(boxes).toHaveLength(2);
    expect(boxes[0]).toBeChecked();
    expect(boxes[1]).not.toBeChecked();
    expect(boxes[0]).toBeDisabled();
    expect(boxes.map((box) => box.getAttribute('aria-label'))).toEqual(['Done', 'Not done']);

    // Wide tables and code blocks scroll sideways, so keyboard users can focus them to scroll.
    expect(within(article).getByRole('region', { name: 'Table' })).toHaveAttribute('tabindex', '0');
    expect(within(article).getByRole('region', { name: 'Code' })).toHaveAttribute('tabindex', '0');

    const reference = within(article).getByRole('link', { name: '1' });
    expect(reference.getAttribute('href')).toMatch(/^#.*fn-1$/);
    expect(within(article).getByText('The source itself.')).toBeInTheDocument();

    const autolink = within(article).getByRole('link', { name: 'https://example.com/adr' });
    expect(autolink).toHaveAttribute('href', 'https://example.com/adr');
    expect(autolink).toHaveAttribute('target', '_blank');
  });

  it('shows a Tags card with the names of its tags', async () => {
    renderApp(`/blog/${SLUG}`);
    const tags = await screen.findByRole('complementary', { name: 'Tags' });
    expect(within(tags).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Architecture', 'Cloud']);
  });

  it('lists the tags in the order it always has (by tag id), whatever order the answer gives them in', async () => {
    server.use(
      http.get(api(`blog/posts/slug/${SLUG}`), () =>
        HttpResponse.json({ ...withNames(post()), tags: [{ id: 2, name: 'Cloud' }, { id: 1, name: 'Architecture' }] }),
      ),
    );
    renderApp(`/blog/${SLUG}`);
    const tags = await screen.findByRole('complementary', { name: 'Tags' });
    expect(within(tags).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Architecture', 'Cloud']);
  });

  it('has no Tags card and no category badge without tags or a category', async () => {
    answerPost({ tagIds: [], categoryId: null });
    renderApp(`/blog/${SLUG}`);
    const article = await screen.findByRole('article');
    expect(within(article).getByText('Enterprise')).toBeInTheDocument();
    expect(within(article).queryByText('Engineering')).not.toBeInTheDocument();
    expect(screen.queryByRole('complementary', { name: 'Tags' })).not.toBeInTheDocument();
  });

  it("names its category and tags from the post's own answer: no calls for categories or tags", async () => {
    const requests = recordRequests();
    renderApp(`/blog/${SLUG}`);
    const article = await screen.findByRole('article');
    expect(within(article).getByText('Engineering')).toBeInTheDocument();
    expect(within(screen.getByRole('complementary', { name: 'Tags' })).getAllByRole('listitem')).toHaveLength(2);
    expect(within(article).getByRole('heading', { level: 2, name: 'Why' })).toBeInTheDocument();
    // The post itself, once: its body comes with it, rendered here (no second request for it); what ends it is asked beside it.
    expect(requests.filter((request) => request.startsWith('GET /api/blog/posts/slug/') && !request.includes('/read-next'))).toEqual([`GET /api/blog/posts/slug/${SLUG}`]);
    expect(requests.some((request) => /\/api\/blog\/(categories|tags)|\/posts\/\d+\/tags/.test(request))).toBe(false);
  });

  it("marks a published post's article for its one view count, which the page's plain script sends (count-view.ts)", async () => {
    const requests = recordRequests();
    renderApp(`/blog/${SLUG}`, { strict: true });
    const article = await screen.findByRole('article');
    expect(article).toHaveAttribute('data-count-view', '1');
    await new Promise((resolve) => setTimeout(resolve, 50));
    // React sends nothing itself: the page is never hydrated.
    expect(views(requests)).toEqual([]);
    expect(screen.getByText('12 views')).toBeInTheDocument();
  });

  it('highlights fenced code with a language, and leaves code without one plain', async () => {
    answerPost({ content: ['```ts', 'const answer = 42;', '```', '', '```', 'plain text', '```'].join('\n') });
    renderApp(`/blog/${SLUG}`);
    const article = await screen.findByRole('article');
    const keyword = within(article).getByText('const', { selector: '.hljs-keyword' });
    expect(keyword.closest('code')).toHaveClass('hljs', 'language-ts');
    expect(within(article).getByText('plain text', { exact: false }).closest('code')).not.toHaveClass('hljs');
  });

  it("shows 'Post Not Found' for an unknown slug", async () => {
    const requests = recordRequests();
    renderApp('/blog/no-such-post');
    expect(await screen.findByRole('heading', { level: 1, name: 'Post Not Found' })).toBeInTheDocument();
    expect(screen.getByText("The blog post you're looking for doesn't exist or has been removed.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Blog' })).toHaveAttribute('href', '/blog');
    expect(document.querySelector('[data-count-view]')).toBeNull();
    expect(views(requests)).toHaveLength(0);
  });

  it('says so when the post cannot be loaded for another reason', async () => {
    server.use(http.get(api(`blog/posts/slug/${SLUG}`), () => new HttpResponse(null, { status: 500 })));
    renderApp(`/blog/${SLUG}`);
    expect(await screen.findByRole('heading', { level: 1, name: "Couldn't load this post" })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Blog' })).toBeInTheDocument();
  });

  it('sets its head tags: title, description, canonical link, article preview', async () => {
    await loadServerPage(`/blog/${SLUG}`);
    expect(screen.getByRole('article')).toBeInTheDocument();
    expect(document.title).toBe('Architecture Decision Records People Read | Jordan Avery');
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content', 'Short records that survive reorganisations.');
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', `https://jordan.example/blog/${SLUG}`);
    expect(document.head.querySelector('meta[property="og:type"]')).toHaveAttribute('content', 'article');
    // Its featured image is an SVG, which link previews cannot show: the drawn preview instead.
    expect(document.head.querySelector('meta[property="og:image"]')?.getAttribute('content')).toMatch(
      /^https:\/\/jordan\.example\/og\/post\/architecture-decision-records\.png\?v=\w+$/,
    );
  });
});
