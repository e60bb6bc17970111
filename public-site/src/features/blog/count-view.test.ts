import { http, HttpResponse } from 'msw';
import { api, recordRequests, server } from '../../test/server';
import { countViewOnce } from './count-view';

const views = (requests: string[]) => requests.filter((request) => request.startsWith('POST /api/blog/posts/'));
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

/** A page as the rendering server sends it: a post's article, counted or not. */
const page = (article: string) => new DOMParser().parseFromString(`<!doctype html><main>${article}</main>`, 'text/html');

afterEach(() => jest.restoreAllMocks());

describe("a post's view count", () => {
  it("posts the article's post id to the view call once, with keepalive and no body", async () => {
    const sent = jest.spyOn(globalThis, 'fetch');
    const requests = recordRequests();
    countViewOnce(page('<article data-count-view="7"><h1>Post</h1></article>'));
    await settle();
    expect(views(requests)).toEqual(['POST /api/blog/posts/7/view']);
    const [address, init] = sent.mock.calls[0]!;
    expect(String(address)).toBe(`${globalThis.location.origin}/api/blog/posts/7/view`);
    expect(init).toEqual({ method: 'POST', keepalive: true });
  });

  it('counts the same page once, however often it is called (a restore from the back/forward cache is no new load)', async () => {
    const requests = recordRequests();
    const document = page('<article data-count-view="7"></article>');
    countViewOnce(document);
    countViewOnce(document);
    await settle();
    expect(views(requests)).toHaveLength(1);
  });

  it('sends nothing for a page without a counted article (a preview, the list, a missing post)', async () => {
    const requests = recordRequests();
    countViewOnce(page('<article aria-labelledby="post-title"></article>'));
    countViewOnce(page('<p>Post Not Found</p>'));
    countViewOnce(page('<article data-count-view="../../site"></article>'));
    await settle();
    expect(views(requests)).toEqual([]);
  });

  it('ignores a failed count: no error escapes, nothing is shown', async () => {
    server.use(http.post(api('blog/posts/:id/view'), () => new HttpResponse('nope', { status: 500 })));
    const requests = recordRequests();
    const document = page('<article data-count-view="3"></article>');
    expect(() => countViewOnce(document)).not.toThrow();
    await settle();
    expect(views(requests)).toEqual(['POST /api/blog/posts/3/view']);
    expect(document.body.innerHTML).toBe('<main><article data-count-view="3"></article></main>');
  });

  it('ignores a request that gets no answer at all, or that the browser refuses outright', async () => {
    server.use(http.post(api('blog/posts/:id/view'), () => HttpResponse.error()));
    countViewOnce(page('<article data-count-view="4"></article>'));
    jest.spyOn(globalThis, 'fetch').mockImplementation(() => {
      throw new TypeError('keepalive quota exceeded');
    });
    expect(() => countViewOnce(page('<article data-count-view="5"></article>'))).not.toThrow();
    await settle();
  });
});
