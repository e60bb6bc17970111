import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { post } from '../../test/fixtures';
import { currentUrl, renderApp } from '../../test/render-app';
import { api, recordRequests, server, withNames } from '../../test/server';

const CURRENT = post({ slug: 'adr-that-people-read' });
const FORMER = 'architecture-decision-records';
const views = (requests: string[]) => requests.filter((request) => request.startsWith('POST /api/blog/posts/'));

describe('a post reached by a former slug in the browser', () => {
  beforeEach(() => {
    server.use(
      // The API after a rename; fetch follows its 301.
      http.get(api(`blog/posts/slug/${FORMER}`), () => new HttpResponse(null, { status: 301, headers: { Location: `/api/blog/posts/slug/${CURRENT.slug}` } })),
      http.get(api(`blog/posts/slug/${CURRENT.slug}`), () => HttpResponse.json(withNames(CURRENT))),
    );
  });

  it('replaces the address with the current one, keeping query and fragment, and counts one view', async () => {
    const requests = recordRequests();
    const { router } = renderApp(`/blog/${FORMER}?persona=enterprise#why`);

    await screen.findByRole('article', { name: 'Architecture Decision Records People Read' });
    await waitFor(() => expect(currentUrl(router)).toBe(`/blog/${CURRENT.slug}?persona=enterprise#why`));
    // Replaced, not pushed: Back does not lead to the former address again.
    await act(() => router.navigate(-1));
    expect(currentUrl(router)).toBe(`/blog/${CURRENT.slug}?persona=enterprise#why`);
    await waitFor(() => expect(views(requests)).toEqual(['POST /api/blog/posts/1/view']));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(views(requests)).toHaveLength(1);
  });
});
