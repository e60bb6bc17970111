import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { post } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { api, server, withNames } from '../../test/server';

const SLUG = 'architecture-decision-records';
const summary = (overrides: Parameters<typeof post>[0]) => {
  const { content: _content, ...rest } = withNames(post(overrides));
  return rest;
};
const OLDER = summary({ id: 20, slug: 'older-post', title: 'The Older Post' });
const NEWER = summary({ id: 21, slug: 'newer-post', title: 'The Newer Post' });
const RELATED = [
  summary({ id: 22, slug: 'shares-tags', title: 'Shares Its Tags', excerpt: 'Two tags in common.', publishedAt: '2026-02-02T08:00:00.000Z' }),
  summary({ id: 23, slug: 'same-category', title: 'Same Category', excerpt: null }),
];

/** What the API says ends the post; `asked` gets each address it is asked at. */
function answerEnd(body: object | null, asked: string[] = []) {
  server.use(
    http.get(api(`blog/posts/slug/${SLUG}/read-next`), ({ request }) => {
      asked.push(new URL(request.url).search);
      return body ? HttpResponse.json(body) : HttpResponse.json({ message: 'down' }, { status: 500 });
    }),
  );
  return asked;
}

describe("a post's end", () => {
  it('links the previous and next posts, the related ones and the persona’s contact form', async () => {
    const asked = answerEnd({ persona: 'enterprise', previous: OLDER, next: NEWER, related: RELATED });
    renderApp(`/blog/${SLUG}?persona=enterprise`);

    const nav = await screen.findByRole('navigation', { name: 'Previous and next posts' });
    expect(within(nav).getByRole('link', { name: /Previous post\s*The Older Post/ })).toHaveAttribute('href', '/blog/older-post');
    expect(within(nav).getByRole('link', { name: /Next post\s*The Newer Post/ })).toHaveAttribute('href', '/blog/newer-post');

    const related = screen.getByRole('region', { name: 'Related posts' });
    const links = within(related).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/blog/shares-tags', '/blog/same-category']);
    expect(within(related).getByText('Two tags in common.')).toBeInTheDocument();
    expect(within(related).getByText('February 2, 2026')).toBeInTheDocument();

    const invitation = screen.getByRole('region', { name: 'Work with me' });
    expect(within(invitation).getByText('Enterprise Tech')).toBeInTheDocument();
    expect(within(invitation).getByRole('link', { name: 'Contact Me' })).toHaveAttribute('href', '/?persona=enterprise#contact');
    // The visitor's persona goes with the question (Enterprise Tech's id).
    expect(asked).toEqual(['?personaId=4']);
    // Follow comes after the end.
    const follow = screen.getByRole('region', { name: 'Follow' });
    expect(invitation.compareDocumentPosition(follow) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows only what there is: the first post has no previous one, nothing is related, no persona has no call to action', async () => {
    answerEnd({ persona: null, previous: null, next: NEWER, related: [] });
    renderApp(`/blog/${SLUG}`);

    const nav = await screen.findByRole('navigation', { name: 'Previous and next posts' });
    expect(within(nav).getAllByRole('link')).toHaveLength(1);
    expect(within(nav).queryByText('Previous post')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Related posts' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Work with me' })).not.toBeInTheDocument();
  });

  it('leaves the post whole when the API cannot say what ends it', async () => {
    answerEnd(null);
    renderApp(`/blog/${SLUG}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Architecture Decision Records People Read' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Previous and next posts' })).not.toBeInTheDocument();
  });

  it("links the post's category and tags to their pages", async () => {
    answerEnd({ persona: null, previous: null, next: null, related: [] });
    renderApp(`/blog/${SLUG}`);
    const article = await screen.findByRole('article');
    expect(within(article).getByRole('link', { name: 'Engineering' })).toHaveAttribute('href', '/blog/category/engineering');
    const tags = screen.getByRole('complementary', { name: 'Tags' });
    expect(within(tags).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Architecture', '/blog/tag/architecture'],
      ['Cloud', '/blog/tag/cloud'],
    ]);
  });
});
