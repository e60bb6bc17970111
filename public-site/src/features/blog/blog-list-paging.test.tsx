import { POST_PAGE } from '@folio/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { post } from '../../test/fixtures';
import { currentUrl, renderApp } from '../../test/render-app';
import { api, never, postListAnswer, recordRequests, server } from '../../test/server';

/** 30 published posts for everyone, 'Post 1' first: three pages of 12. */
const many = Array.from({ length: 30 }, (_, index) =>
  post({ id: 100 + index, slug: `post-${index + 1}`, title: `Post ${index + 1}`, displayOrder: 1000 - index, personaIds: [], content: index % 2 ? 'Odd one.' : 'Even one.' }),
);

const titles = () => screen.getAllByRole('article').map((article) => within(article).getByRole('heading').textContent);
const pages = () => screen.getByRole('navigation', { name: 'Pages' });
const listRequests = (requests: string[]) => requests.filter((request) => request.startsWith('GET /api/blog/posts?'));

beforeEach(() => {
  server.use(http.get(api('blog/posts'), ({ request }) => postListAnswer(many, request)));
});

describe('blog list pages', () => {
  it('shows the first 12 posts, the total in the count, and links to the other pages', async () => {
    renderApp('/blog');
    expect(await screen.findByText('30 articles')).toBeInTheDocument();
    expect(titles()).toEqual(many.slice(0, 12).map((p) => p.title));

    const nav = pages();
    expect(within(nav).getByText('1').closest('[aria-current="page"]')).not.toBeNull();
    expect(within(nav).getByRole('link', { name: 'Page 2' })).toHaveAttribute('href', '/blog?page=2');
    expect(within(nav).getByRole('link', { name: 'Page 3' })).toHaveAttribute('href', '/blog?page=3');
    expect(within(nav).getByRole('link', { name: 'Next' })).toHaveAttribute('rel', 'next');
    expect(within(nav).queryByRole('link', { name: 'Previous' })).not.toBeInTheDocument();
  });

  it('follows a page link: ?page=2 shows the 13th to the 24th, with Previous and Next', async () => {
    const requests = recordRequests();
    const { user, router } = renderApp('/blog');
    await screen.findByText('30 articles');
    await user.click(within(pages()).getByRole('link', { name: 'Page 2' }));

    await waitFor(() => expect(titles()[0]).toBe('Post 13'));
    expect(currentUrl(router)).toBe('/blog?page=2');
    expect(titles()).toHaveLength(12);
    expect(listRequests(requests)).toContain('GET /api/blog/posts?status=published&offset=12');
    expect(within(pages()).getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/blog');
    expect(within(pages()).getByRole('link', { name: 'Previous' })).toHaveAttribute('rel', 'prev');
    expect(within(pages()).getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/blog?page=3');
  });

  it("keeps the persona in the page links", async () => {
    renderApp('/blog?persona=fitness&page=2');
    await screen.findByText('Post 13');
    expect(within(pages()).getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/blog?persona=fitness');
    expect(within(pages()).getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/blog?persona=fitness&page=3');
  });

  it('Load more adds the next page below without leaving the page, then goes away at the end', async () => {
    const requests = recordRequests();
    const { user, router } = renderApp('/blog');
    await screen.findByText('30 articles');

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(titles()).toHaveLength(24));
    expect(titles()).toEqual(many.slice(0, 24).map((p) => p.title));
    expect(currentUrl(router)).toBe('/blog');
    // The next page by the cursor the first answer gave (X-Next-Cursor), never by offset.
    expect(listRequests(requests)).toEqual(['GET /api/blog/posts?status=published', 'GET /api/blog/posts?status=published&cursor=after-111']);
    // The reader goes on from the first new post, and hears how many are shown.
    expect(screen.getByRole('link', { name: 'Post 13' })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('Showing 24 of 30 articles');
    expect(screen.getByText('30 articles')).toBeInTheDocument();
    expect(within(pages()).getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/blog?page=3');

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(titles()).toHaveLength(30));
    expect(listRequests(requests).at(-1)).toBe('GET /api/blog/posts?status=published&cursor=after-123');
    expect(screen.getByRole('link', { name: 'Post 25' })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('Showing 30 of 30 articles');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(within(pages()).queryByRole('link', { name: 'Next' })).not.toBeInTheDocument();
  });

  it("Load more sends back the previous answer's cursor unchanged, with the same persona, and appends that page", async () => {
    // An opaque cursor, as the API's: the page must send it back as it came.
    server.use(
      http.get(api('blog/posts'), ({ request }) => {
        const url = new URL(request.url);
        const cursor = url.searchParams.get('cursor');
        if (cursor !== null) url.searchParams.set('cursor', atob(cursor));
        const answer = postListAnswer(many, new Request(url));
        const next = answer.headers.get('X-Next-Cursor');
        if (next) answer.headers.set('X-Next-Cursor', btoa(next));
        return answer;
      }),
    );
    const requests = recordRequests();
    const { user } = renderApp('/blog?persona=fitness&page=1');
    await screen.findByText('30 articles');
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(titles()).toHaveLength(24));
    expect(titles().slice(12)).toEqual(many.slice(12, 24).map((p) => p.title));
    expect(listRequests(requests)).toEqual([
      'GET /api/blog/posts?status=published&personaId=1',
      'GET /api/blog/posts?status=published&personaId=1&cursor=YWZ0ZXItMTEx',
    ]);
  });

  it('Back from a post opened after Load more shows every loaded page again and scrolls to where the reader was', async () => {
    const requests = recordRequests();
    const { user, router } = renderApp('/blog');
    await screen.findByText('30 articles');
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(titles()).toHaveLength(24));
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 1234 });
    await act(async () => {
      window.dispatchEvent(new Event('scroll'));
      await new Promise((resolve) => requestAnimationFrame(resolve));
    });

    await user.click(screen.getByRole('link', { name: 'Post 20' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/blog/post-20'));
    await waitFor(() => expect(screen.queryAllByRole('article')).toHaveLength(0));
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
    jest.mocked(window.scrollTo).mockClear();
    const before = listRequests(requests).length;

    act(() => router.navigate(-1));
    await waitFor(() => expect(titles()).toHaveLength(24));
    expect(titles()).toEqual(many.slice(0, 24).map((p) => p.title));
    await waitFor(() => expect(window.scrollTo).toHaveBeenCalledWith(0, 1234));
    // Both pages came from the cache: no list request again.
    expect(listRequests(requests).length).toBe(before);
    expect(screen.getByRole('button', { name: 'Load more' })).toBeInTheDocument();
  });

  it('shows the button loading while the next page comes', async () => {
    const { user } = renderApp('/blog');
    await screen.findByText('30 articles');
    server.use(http.get(api('blog/posts'), never, { once: true }));
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    const busy = await screen.findByRole('button', { name: 'Loading…' });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    expect(titles()).toHaveLength(12);
  });

  it('says so when the next page fails, and loads it on Try again', async () => {
    const { user } = renderApp('/blog');
    await screen.findByText('30 articles');
    server.use(http.get(api('blog/posts'), () => new Response('down', { status: 500 }), { once: true }));
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("Couldn't load more articles.");
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(titles()).toHaveLength(24));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('has no page links nor Load more when everything fits on one page', async () => {
    server.use(http.get(api('blog/posts'), ({ request }) => postListAnswer(many.slice(0, 12), request)));
    renderApp('/blog');
    await screen.findByText('12 articles');
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it.each(['/blog?page=4', '/blog?page=-1', '/blog?page=abc'])('answers %s with the way to the first page', async (path) => {
    renderApp(path);
    expect(await screen.findByText('There is no such page of the blog.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the first page' })).toHaveAttribute('href', '/blog');
    expect(screen.getByText('30 articles')).toBeInTheDocument();
    await waitFor(() => expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow'));
  });
});

describe('blog search', () => {
  it('searches from the box without a reload, shows how many match, and moves focus to that', async () => {
    const requests = recordRequests();
    const { user, router } = renderApp('/blog');
    await screen.findByText('30 articles');
    const form = screen.getByRole('search', { name: 'Search the blog' });
    expect(form).toHaveAttribute('action', '/blog');
    expect(form).toHaveAttribute('method', 'get');

    await user.type(within(form).getByRole('searchbox', { name: 'Search articles' }), '  Odd  ');
    await user.click(within(form).getByRole('button', { name: 'Search' }));

    const heading = await screen.findByRole('heading', { level: 2, name: '15 results for "Odd"' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(currentUrl(router)).toBe('/blog?q=Odd');
    expect(listRequests(requests)).toContain('GET /api/blog/posts?status=published&q=Odd');
    expect(titles()).toEqual(many.filter((_, index) => index % 2).slice(0, 12).map((p) => p.title));
    expect(screen.getByText('15 articles')).toBeInTheDocument();
  });

  it('pages and loads more within the results', async () => {
    const requests = recordRequests();
    const { user } = renderApp('/blog?q=odd');
    await screen.findByRole('heading', { level: 2, name: '15 results for "odd"' });
    expect(within(pages()).getByRole('link', { name: 'Page 2' })).toHaveAttribute('href', '/blog?q=odd&page=2');

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(titles()).toHaveLength(15));
    expect(listRequests(requests)).toContain('GET /api/blog/posts?status=published&q=odd&cursor=after-123');
    expect(screen.getByRole('status')).toHaveTextContent('Showing 15 of 15 results');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('says so when nothing matches, and clears the search back to every post', async () => {
    const { user, router } = renderApp('/blog?persona=fitness&q=zebra');
    expect(await screen.findByRole('heading', { level: 2, name: '0 results for "zebra"' })).toBeInTheDocument();
    expect(screen.getByText(/^No articles match "zebra"/)).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    // The search stays within the persona's posts, and so does clearing it.
    expect(screen.getByRole('search')).toHaveFormValues({ q: 'zebra', persona: 'fitness' });

    await user.click(screen.getByRole('link', { name: 'Clear search' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/blog?persona=fitness'));
    expect(await screen.findByText('30 articles')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search articles' })).toHaveValue('');
  });

  it(`asks for at most ${POST_PAGE.maxQueryLength} characters, however long the address's search`, async () => {
    const requests = recordRequests();
    renderApp(`/blog?q=${'a'.repeat(300)}`);
    await screen.findByRole('heading', { level: 2, name: /^0 results for/ });
    const asked = new URL(`http://x${listRequests(requests)[0]!.slice(4)}`).searchParams.get('q');
    expect(asked).toBe('a'.repeat(POST_PAGE.maxQueryLength));
    expect(screen.getByRole('searchbox')).toHaveAttribute('maxLength', String(POST_PAGE.maxQueryLength));
  });
});
