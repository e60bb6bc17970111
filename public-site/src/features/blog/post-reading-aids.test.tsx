import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { post } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { api, recordRequests, server, site, withNames } from '../../test/server';

const SLUG = 'architecture-decision-records';

const MARKDOWN = ['## Why', 'Decisions get lost.', '### The cost', 'Rework.', '## How', '```ts', 'const x = 1;', '```'].join('\n\n');

beforeEach(() => {
  // Each test sees only its own scrolls.
  jest.mocked(Element.prototype.scrollIntoView).mockClear();
  server.use(http.get(api(`blog/posts/slug/${SLUG}`), () => HttpResponse.json(withNames(post({ content: MARKDOWN })))));
});

describe('reading aids on a post whose body the rendering server sends after a click', () => {
  it('asks the rendering server alone, which answers the post with its highlighted code', async () => {
    const requests = recordRequests();
    renderApp(`/blog/${SLUG}`);
    const keyword = await screen.findByText('const', { selector: '.hljs-keyword' });
    expect(keyword.closest('code')).toHaveClass('hljs', 'language-ts');
    // The one call to the API is the rendering server's own (the browser asking as well would make two).
    expect(requests.filter((request) => /^GET \/(?:rendered|api\/blog\/posts\/slug)\//.test(request))).toEqual([
      `GET /rendered/post/${SLUG}.json`,
      `GET /api/blog/posts/slug/${SLUG}`,
    ]);
  });

  it('highlights the code of a post reached by a card on /blog', async () => {
    const { user } = renderApp('/blog');
    await user.click(await screen.findByRole('link', { name: 'Architecture Decision Records People Read' }));
    const keyword = await screen.findByText('const', { selector: '.hljs-keyword' });
    expect(keyword.closest('article')).toHaveAccessibleName('Architecture Decision Records People Read');
    expect(screen.getByRole('navigation', { name: 'Contents' })).toBeInTheDocument();
  });

  it('shows the contents and the headings with their ids and self-links', async () => {
    renderApp(`/blog/${SLUG}`);
    const contents = await screen.findByRole('navigation', { name: 'Contents' });
    expect(within(contents).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['#why', '#the-cost', '#how']);
    const heading = screen.getByRole('heading', { level: 3, name: 'The cost' });
    expect(heading).toHaveAttribute('id', 'the-cost');
    expect(within(heading).getByRole('link', { name: 'The cost' })).toHaveAttribute('href', '#the-cost');
  });

  it('scrolls to the heading a shared #link names once the body shows', async () => {
    renderApp(`/blog/${SLUG}#how`);
    const heading = await screen.findByRole('heading', { level: 2, name: 'How' });
    await waitFor(() => expect(jest.mocked(Element.prototype.scrollIntoView).mock.contexts).toContain(heading));
  });

  it('asks the API itself, and renders the body, when the rendering server cannot answer', async () => {
    server.use(http.get(site('/rendered/post/:slug.json'), () => HttpResponse.error()));
    const requests = recordRequests();
    renderApp(`/blog/${SLUG}`);
    expect(await screen.findByRole('heading', { level: 3, name: 'The cost' })).toBeInTheDocument();
    expect(requests).toContain(`GET /api/blog/posts/slug/${SLUG}`);
  });
});

describe('reading aids on a post rendered in the browser (the rendering server could not send its body)', () => {
  beforeEach(() => {
    server.use(http.get(site('/rendered/post/:slug.json'), () => new HttpResponse('Unavailable', { status: 503 })));
  });

  it('shows the reading time beside the date', async () => {
    renderApp(`/blog/${SLUG}`);
    const article = await screen.findByRole('article');
    expect(within(article).getByText('1 min read')).toBeInTheDocument();
  });

  it('lists the sections as links to the headings, which carry those ids and a link to themselves', async () => {
    renderApp(`/blog/${SLUG}`);
    const contents = await screen.findByRole('navigation', { name: 'Contents' });
    const links = within(contents).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Why', '#why'],
      ['The cost', '#the-cost'],
      ['How', '#how'],
    ]);
    const heading = await screen.findByRole('heading', { level: 3, name: 'The cost' });
    expect(heading).toHaveAttribute('id', 'the-cost');
    expect(within(heading).getByRole('link', { name: 'The cost' })).toHaveAttribute('href', '#the-cost');
  });

  it('scrolls to the heading a shared #link names once the body shows', async () => {
    renderApp(`/blog/${SLUG}#how`);
    const heading = await screen.findByRole('heading', { level: 2, name: 'How' });
    await waitFor(() => expect(heading.scrollIntoView).toHaveBeenCalled());
    expect(jest.mocked(Element.prototype.scrollIntoView).mock.contexts).toContain(heading);
  });

  it('keeps a link inside a heading, without a self-link around it', async () => {
    server.use(http.get(api(`blog/posts/slug/${SLUG}`), () => HttpResponse.json(withNames(post({ content: '## See [the docs](/docs)' })))));
    renderApp(`/blog/${SLUG}`);
    const heading = await screen.findByRole('heading', { level: 2, name: 'See the docs' });
    expect(within(heading).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/docs']);
  });

  it('ships no highlighter: code a browser renders itself stays plain', async () => {
    renderApp(`/blog/${SLUG}`);
    const code = await screen.findByText('const x = 1;', { exact: false });
    expect(code.querySelector('[class^="hljs-"]')).toBeNull();
  });
});
