import { ogImageFingerprint, ogImagePath, type OgImageSubject } from '../../features/site/og-image';
import { http, HttpResponse } from 'msw';
import request from 'supertest';
import { server } from '../../test/server';
import { post, site } from '../../test/feed-fixtures';
import { API_URL, apiDown, fakeApi, type ApiData } from '../../test/fake-public-api';
import { appWith } from '../../test/koa-app';
import { PRIMARY_COLOURS } from '@folio/contracts';
import { drawOgImage, ogCardFor } from './draw-og-image';
import { mountOgImages } from './og-router';

/** Width and height from a PNG's IHDR chunk. */
function pngSize(png: Buffer) {
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  expect(png.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

const published = post({ slug: 'adr', title: 'Architecture Decision Records People Read', tagType: 'business' });
const draft = post({ id: 9, slug: 'secret', title: 'Secret', status: 'draft', publishedAt: null });
const postSubject = (title = published.title): OgImageSubject => ({ kind: 'post', slug: 'adr', title, ownerName: 'Jordan Avery', accent: '#7c3aed' });

describe('mountOgImages', () => {
  let data: ApiData;
  let draw: jest.Mock<Promise<Buffer>, Parameters<typeof drawOgImage>>;
  let app: ReturnType<ReturnType<typeof appWith>['callback']>;
  const get = (path: string) => request(app).get(path);

  beforeEach(() => {
    data = { site, posts: [published, draft] };
    fakeApi(data);
    draw = jest.fn(drawOgImage);
    app = appWith((router) => mountOgImages(router, { apiUrl: API_URL, draw })).callback();
  });

  it.each(['/og/site.png', '/og/persona/fitness.png', '/og/post/adr.png', '/og/cv.png', '/og/cv/enterprise.png'])('answers %s with a 1200×630 PNG', async (path) => {
    const answer = await get(path);

    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('image/png');
    expect(pngSize(answer.body as Buffer)).toEqual({ width: 1200, height: 630 });
  });

  it("draws the post's title in its persona's accent, with the owner and the site's host", async () => {
    await get('/og/post/adr.png');

    expect(draw).toHaveBeenCalledWith(postSubject(), 'jordan.example');
  });

  it("draws a CV's card with the owner and the persona it is for, or none for the all-persona CV", async () => {
    await get('/og/cv/business.png');
    await get('/og/cv.png');

    expect(draw.mock.calls).toEqual([
      [{ kind: 'cv', persona: 'business', ownerName: 'Jordan Avery' }, 'jordan.example'],
      [{ kind: 'cv', persona: null, ownerName: 'Jordan Avery' }, 'jordan.example'],
    ]);
  });

  it("sets a CV's card as 'Curriculum vitae' over the owner's name, the persona's title below, in its accent", () => {
    expect(ogCardFor({ kind: 'cv', persona: 'enterprise', ownerName: 'Jordan Avery' }, 'jordan.example')).toEqual({
      kicker: 'Curriculum vitae',
      title: 'Jordan Avery',
      subtitle: 'Enterprise Tech',
      ownerName: 'Jordan Avery',
      host: 'jordan.example',
      accent: PRIMARY_COLOURS.enterprise,
    });
  });

  it("keeps a CV's image for good only at the address the CV page gives out", async () => {
    const subject: OgImageSubject = { kind: 'cv', persona: 'fitness', ownerName: 'Jordan Avery' };
    expect(ogImagePath(subject)).toMatch(/^\/og\/cv\/fitness\.png\?v=\w+$/);
    expect(ogImagePath({ kind: 'cv', persona: null, ownerName: 'Jordan Avery' })).toMatch(/^\/og\/cv\.png\?v=\w+$/);

    expect((await get(ogImagePath(subject))).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get(ogImagePath({ ...subject, ownerName: 'Someone Else' }))).headers['cache-control']).toBe('public, max-age=300');
  });

  it('answers the same bytes for the same content without drawing again', async () => {
    const first = await get('/og/post/adr.png');
    const second = await get('/og/post/adr.png');

    expect(Buffer.compare(first.body, second.body)).toBe(0);
    expect(draw).toHaveBeenCalledTimes(1);
  });

  it('draws a new image once the title changes', async () => {
    const before = await get('/og/post/adr.png');
    data.posts = [{ ...published, title: 'A Renamed Post' }];
    const after = await get('/og/post/adr.png');

    expect(draw).toHaveBeenCalledTimes(2);
    expect(draw).toHaveBeenLastCalledWith(postSubject('A Renamed Post'), 'jordan.example');
    expect(Buffer.compare(before.body, after.body)).not.toBe(0);
  });

  it('draws an image once for requests that arrive together', async () => {
    const answers = await Promise.all([get('/og/site.png'), get('/og/site.png'), get('/og/site.png')]);

    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(draw).toHaveBeenCalledTimes(1);
  });

  it('lets caches keep the image for good only at the address of its current content', async () => {
    const current = ogImagePath(postSubject());
    const stale = `/og/post/adr.png?v=${ogImageFingerprint(postSubject('An Old Title'))}`;

    expect((await get(current)).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get(stale)).headers['cache-control']).toBe('public, max-age=300');
    expect((await get('/og/post/adr.png')).headers['cache-control']).toBe('public, max-age=300');
  });

  it.each([
    ['an unknown persona', '/og/persona/chef.png'],
    ["an unknown persona's CV", '/og/cv/chef.png'],
    ['a missing post', '/og/post/nothing-here.png'],
    ['a draft', '/og/post/secret.png'],
  ])('answers %s with 404 and draws nothing', async (_what, path) => {
    const answer = await get(path);

    expect(answer.status).toBe(404);
    expect(answer.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(draw).not.toHaveBeenCalled();
  });

  it.each([
    ['a draft', draft],
    ['a scheduled post', post({ id: 10, slug: 'secret', title: 'Next Year', publishedAt: '2999-01-01T09:00:00.000Z' })],
  ])('answers 404 for %s even if the API were to hand it out, and draws nothing', async (_what, hidden) => {
    server.use(http.get(`${API_URL}/api/blog/posts/slug/secret`, () => HttpResponse.json(hidden)));

    expect((await get('/og/post/secret.png')).status).toBe(404);
    expect(draw).not.toHaveBeenCalled();
  });

  it('answers 503, not 500, while the API is down', async () => {
    apiDown();

    expect((await get('/og/site.png')).status).toBe(503);
  });
});
