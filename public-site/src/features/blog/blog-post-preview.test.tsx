import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { post } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { api, recordRequests, server, withNames } from '../../test/server';
import { loadServerPage } from '../../test/server-page';

const SLUG = 'architecture-decision-records';
const TITLE = 'Architecture Decision Records People Read';
const views = (requests: string[]) => requests.filter((request) => request.startsWith('POST /api/blog/posts/'));
const settle = () => new Promise((resolve) => setTimeout(resolve, 100));

/** The API answers a draft or a scheduled post only to the signed-in owner: an answer means the owner asked. */
function answerPost(overrides: Parameters<typeof post>[0]) {
  server.use(http.get(api(`blog/posts/slug/${SLUG}`), () => HttpResponse.json(withNames(post(overrides)))));
}

const banner = () => screen.queryByRole('note', { name: 'Preview' });

describe("the owner's preview of a post", () => {
  it('shows a draft as visitors will see it, under the preview banner, and counts no view', async () => {
    answerPost({ status: 'draft', publishedAt: null });
    const requests = recordRequests();
    renderApp(`/blog/${SLUG}`);

    const article = await screen.findByRole('article', { name: TITLE });
    expect(within(article).getByRole('note', { name: 'Preview' })).toHaveTextContent(/^Preview — not publishedThis draft is visible only to you\.$/);
    expect(within(article).getByText('Preview — not published')).toBeVisible();
    expect(within(article).getByText('Short records that survive reorganisations.')).toBeInTheDocument();
    expect(await within(article).findByRole('heading', { level: 2, name: 'Why' })).toBeInTheDocument();
    expect(article).not.toHaveAttribute('data-count-view');
    await settle();
    expect(views(requests)).toEqual([]);
  });

  it('says when a scheduled post goes out (in UTC: no script on the page localises it), and counts no view', async () => {
    const at = '2030-06-15T12:30:00.000Z';
    answerPost({ publishedAt: at });
    const requests = recordRequests();
    renderApp(`/blog/${SLUG}`);

    const article = await screen.findByRole('article', { name: TITLE });
    const note = banner()!;
    const expected = 'June 15, 2030 at 12:30 UTC';
    expect(note).toHaveTextContent(`Preview — not publishedScheduled for ${expected}; visible only to you until then.`);
    expect(within(note).getByText(expected)).toHaveAttribute('datetime', at);
    expect(article).not.toHaveAttribute('data-count-view');
    await settle();
    expect(views(requests)).toEqual([]);
  });

  it('advertises a preview nowhere: noindex, no canonical link, no link preview, no structured data', async () => {
    answerPost({ status: 'draft' });
    await loadServerPage(`/blog/${SLUG}`);
    expect(screen.getByRole('article', { name: TITLE })).toBeInTheDocument();

    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    expect(document.title).toBe(`${TITLE} | Jordan Avery`);
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
    expect(document.head.querySelectorAll('meta[property^="og:"], meta[name^="twitter:"], script[type="application/ld+json"]')).toHaveLength(0);
  });

  it('shows a published post with a date gone by without a banner, marked for its view count', async () => {
    answerPost({ publishedAt: '2026-03-04T10:00:00.000Z' });
    renderApp(`/blog/${SLUG}`);

    const article = await screen.findByRole('article', { name: TITLE });
    expect(article).toHaveAttribute('data-count-view', '1');
    expect(banner()).not.toBeInTheDocument();
    expect(screen.queryByText(/Preview/)).not.toBeInTheDocument();
  });
});
