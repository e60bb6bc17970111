import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { post } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { api, recordRequests, server, withNames } from '../../test/server';

const SLUG = 'architecture-decision-records';

const MARKDOWN = ['## Why', 'Decisions get lost.', '### The cost', 'Rework.', '## How', '```ts', 'const x = 1;', '```'].join('\n\n');

beforeEach(() => {
  server.use(http.get(api(`blog/posts/slug/${SLUG}`), () => HttpResponse.json(withNames(post({ content: MARKDOWN })))));
});

describe('reading aids on a post', () => {
  it('shows its code highlighted, from the post the API answered once', async () => {
    const requests = recordRequests();
    renderApp(`/blog/${SLUG}`);
    const keyword = await screen.findByText('const', { selector: '.hljs-keyword' });
    expect(keyword.closest('code')).toHaveClass('hljs', 'language-ts');
    expect(keyword.closest('article')).toHaveAccessibleName('Architecture Decision Records People Read');
    // The post's end (read-next) is a call of its own; the post itself is asked for once.
    const postCalls = requests.filter((request) => request.startsWith('GET ') && request.includes('/blog/posts/') && !request.includes('/read-next'));
    expect(postCalls).toEqual([`GET /api/blog/posts/slug/${SLUG}`]);
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
    const heading = screen.getByRole('heading', { level: 3, name: 'The cost' });
    expect(heading).toHaveAttribute('id', 'the-cost');
    expect(within(heading).getByRole('link', { name: 'The cost' })).toHaveAttribute('href', '#the-cost');
  });

  it('keeps a link inside a heading, without a self-link around it', async () => {
    server.use(http.get(api(`blog/posts/slug/${SLUG}`), () => HttpResponse.json(withNames(post({ content: '## See [the docs](/docs)' })))));
    renderApp(`/blog/${SLUG}`);
    const heading = await screen.findByRole('heading', { level: 2, name: 'See the docs' });
    expect(within(heading).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/docs']);
  });
});
