import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { post } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { api, server, withNames } from '../../test/server';

const SLUG = 'wide-table';

describe('blog post layout', () => {
  // Found by the browser suite at 375 px: a GFM table's width set the article's auto grid track, so
  // every row of the post (and the page) was 18 px wider than the phone and scrolled sideways. The
  // track is capped at the column; the table scrolls inside its own region instead.
  it("keeps the article's single column at the page's width, whatever the body holds", async () => {
    const table = ['| Task | Times per week | Minutes each | Hours per week |', '|---|---:|---:|---:|', '| A long task name | 4 | 45 | 3.0 |'].join('\n');
    server.use(http.get(api(`blog/posts/slug/${SLUG}`), () => HttpResponse.json(withNames(post({ slug: SLUG, content: table })))));
    renderApp(`/blog/${SLUG}`);

    const article = (await screen.findByRole('table')).closest('article')!;
    expect(getComputedStyle(article).gridTemplateColumns).toBe('minmax(0, 1fr)');
    expect(screen.getByRole('region', { name: 'Table' })).toContainElement(screen.getByRole('table'));
  });
});
