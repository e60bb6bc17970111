import { POST_PAGE } from '@folio/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { post } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { api, postListAnswer, recordRequests, server } from '../../test/server';
import { loadServerPage } from '../../test/server-page';

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
    // Each page is an address of its own: no button that adds the next page below.
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('shows ?page=2 as the 13th to the 24th, with Previous and Next', async () => {
    const requests = recordRequests();
    renderApp('/blog?page=2');
    await waitFor(() => expect(titles()[0]).toBe('Post 13'));
    expect(titles()).toEqual(many.slice(12, 24).map((p) => p.title));
    expect(listRequests(requests)).toEqual(['GET /api/blog/posts?status=published&offset=12']);
    expect(within(pages()).getByText('2').closest('[aria-current="page"]')).not.toBeNull();
    expect(within(pages()).getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/blog');
    expect(within(pages()).getByRole('link', { name: 'Previous' })).toHaveAttribute('rel', 'prev');
    expect(within(pages()).getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/blog?page=3');
  });

  it('shows the last page with what is left, and no Next', async () => {
    renderApp('/blog?page=3');
    await waitFor(() => expect(titles()[0]).toBe('Post 25'));
    expect(titles()).toHaveLength(6);
    expect(within(pages()).queryByRole('link', { name: 'Next' })).not.toBeInTheDocument();
    expect(within(pages()).getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/blog?page=2');
  });

  it("keeps the persona in the page links", async () => {
    renderApp('/blog?persona=fitness&page=2');
    await screen.findByText('Post 13');
    expect(within(pages()).getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/blog?persona=fitness');
    expect(within(pages()).getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/blog?persona=fitness&page=3');
  });

  it('has no page links when everything fits on one page', async () => {
    server.use(http.get(api('blog/posts'), ({ request }) => postListAnswer(many.slice(0, 12), request)));
    renderApp('/blog');
    await screen.findByText('12 articles');
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it.each(['/blog?page=4', '/blog?page=-1', '/blog?page=abc'])('answers %s with the way to the first page', async (path) => {
    await loadServerPage(path);
    expect(screen.getByText('There is no such page of the blog.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the first page' })).toHaveAttribute('href', '/blog');
    expect(screen.getByText('30 articles')).toBeInTheDocument();
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
  });
});

describe('blog search', () => {
  it('searches with a plain GET form to /blog, which works without JavaScript', async () => {
    renderApp('/blog');
    await screen.findByText('30 articles');
    const form = screen.getByRole('search', { name: 'Search the blog' });
    expect(form).toHaveAttribute('action', '/blog');
    expect(form).toHaveAttribute('method', 'get');
    expect(within(form).getByRole('searchbox', { name: 'Search articles' })).toHaveAttribute('name', 'q');
    expect(within(form).getByRole('button', { name: 'Search' })).toHaveAttribute('type', 'submit');
    // No persona chosen: the words alone.
    expect(form).toHaveFormValues({ q: '' });
    expect(form.querySelector('input[type="hidden"]')).toBeNull();
  });

  it("shows the search's address: how many match, the matching posts, the words trimmed, and the blog's count in the hero", async () => {
    const requests = recordRequests();
    renderApp('/blog?q=++Odd++');
    expect(await screen.findByRole('heading', { level: 2, name: '15 results for "Odd"' })).toBeInTheDocument();
    expect(listRequests(requests)).toContain('GET /api/blog/posts?status=published&q=Odd');
    expect(titles()).toEqual(many.filter((_, index) => index % 2).slice(0, 12).map((p) => p.title));
    // The hero counts the blog's articles, not the results.
    expect(await screen.findByText('30 articles')).toBeInTheDocument();
    expect(screen.queryByText('15 articles')).not.toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search articles' })).toHaveValue('Odd');
  });

  it('pages within the results', async () => {
    renderApp('/blog?q=odd');
    await screen.findByRole('heading', { level: 2, name: '15 results for "odd"' });
    expect(within(pages()).getByRole('link', { name: 'Page 2' })).toHaveAttribute('href', '/blog?q=odd&page=2');
  });

  it("shows the results' second page", async () => {
    const requests = recordRequests();
    renderApp('/blog?q=odd&page=2');
    await screen.findByRole('heading', { level: 2, name: '15 results for "odd"' });
    expect(titles()).toHaveLength(3);
    expect(listRequests(requests)).toContain('GET /api/blog/posts?status=published&q=odd&offset=12');
    expect(within(pages()).getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/blog?q=odd');
  });

  it('says so when nothing matches, and links back to every post of the persona', async () => {
    renderApp('/blog?persona=fitness&q=zebra');
    expect(await screen.findByRole('heading', { level: 2, name: '0 results for "zebra"' })).toBeInTheDocument();
    expect(screen.getByText(/^No articles match "zebra"/)).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    // The search stays within the persona's posts (a hidden field), and so does clearing it.
    expect(screen.getByRole('search')).toHaveFormValues({ q: 'zebra', persona: 'fitness' });
    expect(screen.getByRole('link', { name: 'Clear search' })).toHaveAttribute('href', '/blog?persona=fitness');
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
