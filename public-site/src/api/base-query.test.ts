import { http, HttpResponse } from 'msw';
import { makeStore } from '../app/store';
import { heroApi } from '../features/hero/hero-api';
import { api as apiPath, recordRequests, server } from '../test/server';
import { api } from './api';
import * as data from '../test/fixtures';

/** The rendering server's store (it reads the API at its own address) or the browser's. */
const storeOf = (where: 'server' | 'browser') => makeStore(where === 'server' ? { apiBaseUrl: `${globalThis.location.origin}/api`, persona: null } : {});

/** A write through the store's base query (the site itself now counts a view without the store: count-view.ts). */
const writes = api.injectEndpoints({
  endpoints: (build) => ({ countView: build.mutation<unknown, number>({ query: (postId) => ({ url: `blog/posts/${postId}/view`, method: 'POST' }) }) }),
});

/** The first call gets no answer at all (a dropped connection), the next ones the seeded answer. */
function dropFirst(method: 'get' | 'post', path: string, answer: () => Response) {
  let calls = 0;
  server.use(
    http[method](apiPath(path), () => {
      calls += 1;
      return calls === 1 ? HttpResponse.error() : answer();
    }),
  );
}

describe('a call that gets no answer', () => {
  it('is asked once more by the rendering server when it only reads, as nginx does for the browser', async () => {
    dropFirst('get', 'hero-items', () => HttpResponse.json(data.heroItems));
    const requests = recordRequests();
    const result = await storeOf('server').dispatch(heroApi.endpoints.getHeroItems.initiate());
    expect(result.data).toEqual(data.heroItems);
    expect(requests.filter((request) => request === 'GET /api/hero-items')).toHaveLength(2);
  });

  it('fails after the second attempt on the rendering server, so the page says to try again', async () => {
    server.use(http.get(apiPath('hero-items'), () => HttpResponse.error()));
    const requests = recordRequests();
    const result = await storeOf('server').dispatch(heroApi.endpoints.getHeroItems.initiate());
    expect(result.error).toEqual({ status: 'FETCH_ERROR', message: 'API request failed' });
    expect(requests.filter((request) => request === 'GET /api/hero-items')).toHaveLength(2);
  });

  it('is never sent twice when it writes (a view must not count twice)', async () => {
    dropFirst('post', 'blog/posts/:id/view', () => HttpResponse.json({ viewCount: 13 }));
    const requests = recordRequests();
    const result = await storeOf('server').dispatch(writes.endpoints.countView.initiate(3));
    expect('error' in result && result.error).toEqual({ status: 'FETCH_ERROR', message: 'API request failed' });
    expect(requests.filter((request) => request === 'POST /api/blog/posts/3/view')).toHaveLength(1);
  });

  it('is not repeated in the browser, whose calls nginx already passes on', async () => {
    dropFirst('get', 'hero-items', () => HttpResponse.json(data.heroItems));
    const requests = recordRequests();
    const result = await storeOf('browser').dispatch(heroApi.endpoints.getHeroItems.initiate());
    expect(result.error).toEqual({ status: 'FETCH_ERROR', message: 'API request failed' });
    expect(requests.filter((request) => request === 'GET /api/hero-items')).toHaveLength(1);
  });
});
