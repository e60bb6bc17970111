import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CvDocument } from '@folio/contracts';
import request, { type Response } from 'supertest';
import type * as NativeModule from './native-module';
import { API_URL, apiDown } from '../../test/fake-public-api';
import { appWith } from '../../test/koa-app';
import { mountCvFiles } from './cv-router';
import { allCv, hostileCv, personaCv } from './cv-documents.fixtures';
import { drawCvPdf } from './draw-cv-pdf';
import { cvApiFailing, fakeCvApi, type CvApiData } from '../../test/fake-cv-api';
import { readPdf } from './read-pdf';

// react-pdf is an ES module only: Node's own loader brings it (native-module.ts).
jest.mock('@react-pdf/renderer', () => jest.requireActual<typeof NativeModule>('./native-module').nativeModule('@react-pdf/renderer'));

/** The answer's bytes, whatever its type. */
const binary = (answer: Response, done: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  const stream = answer as unknown as NodeJS.ReadableStream;
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  stream.on('end', () => done(null, Buffer.concat(chunks)));
};
const bare = (text: string) => text.replace(/\s+/g, '');

describe('mountCvFiles: /cv.pdf', () => {
  let data: CvApiData;
  let requests: string[];
  let draw: jest.Mock<Promise<Buffer>, [CvDocument]>;
  let dir: string;
  let app: ReturnType<ReturnType<typeof appWith>['callback']>;
  const get = (path: string, headers: Record<string, string> = {}) => request(app).get(path).set(headers).buffer(true).parse(binary);

  beforeEach(() => {
    data = { all: allCv(), enterprise: personaCv('enterprise'), business: personaCv('business'), fitness: personaCv('fitness') };
    requests = fakeCvApi(data);
    draw = jest.fn(drawCvPdf);
    dir = mkdtempSync(join(tmpdir(), 'cv-pdf-test-'));
    app = appWith((router) => mountCvFiles(router, { apiUrl: API_URL, draw, cache: { dir } })).callback();
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("draws the persona's CV: name, persona, every role in the document's order, on at most two pages", async () => {
    const answer = await get('/cv.pdf?persona=enterprise');

    expect(answer.status).toBe(200);
    expect(requests).toEqual(['/api/cv?persona=enterprise']);
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(answer.headers['cache-control']).toBe('public, no-cache');
    expect(answer.headers.etag).toBe('"v1-enterprise"');
    expect(answer.headers['content-disposition']).toBe(`inline; filename="Jordan-Avery-CV-Enterprise-Tech.pdf"; filename*=UTF-8''Jordan-Avery-CV-Enterprise-Tech.pdf`);
    const pdf = await readPdf(answer.body as Buffer);
    expect(pdf.pages.length).toBeLessThanOrEqual(2);
    expect(pdf.compact).toContain('JordanAvery');
    expect(pdf.compact).toContain('EnterpriseTech');
    const titles = ['Solutions Architect', 'Senior Integration Engineer', 'Systems Engineer'].map((title) => pdf.compact.indexOf(bare(title)));
    expect(titles.every((at) => at >= 0)).toBe(true);
    expect([...titles].sort((a, b) => a - b)).toEqual(titles);
    for (const text of ['hello@jordan.example', 'Event-Driven Integration Platform', 'Cloud Architecture', 'University of Westbrook', 'Cloud Architecture Guild', 'meridian-cloudworks.example.com/case-studies/event-driven-integration']) {
      expect(pdf.compact).toContain(bare(text));
    }
    // The footer: the title and the page number on every page.
    expect(pdf.pages.map((page) => bare(page.text).endsWith(`JordanAvery—CV—EnterpriseTech${pdf.pages.indexOf(page) + 1}/${pdf.pages.length}`))).toEqual(pdf.pages.map(() => true));
    expect(pdf.info.Title).toBe('Jordan Avery — CV — Enterprise Tech');
    expect(pdf.info.Author).toBe('Jordan Avery');
    expect(String(pdf.info.Subject)).toContain('Jordan Avery');
  });

  it.each(['business', 'fitness'] as const)('draws the %s CV on at most two pages', async (persona) => {
    const pdf = await readPdf((await get(`/cv.pdf?persona=${persona}`)).body as Buffer);
    expect(pdf.pages.length).toBeLessThanOrEqual(2);
    expect(pdf.info.Title).toBe(`Jordan Avery — CV — ${personaCv(persona).personaTitle}`);
  });

  it.each(['/cv.pdf', '/cv.pdf?persona=chef', '/cv.pdf?persona='])('answers %s with the all-persona CV', async (path) => {
    const answer = await get(path);

    expect(answer.status).toBe(200);
    expect(requests).toEqual(['/api/cv']);
    expect(answer.headers['content-disposition']).toContain("filename*=UTF-8''Jordan-Avery-CV.pdf");
    const pdf = await readPdf(answer.body as Buffer);
    expect(pdf.info.Title).toBe('Jordan Avery — CV');
    expect(pdf.pages.length).toBeLessThanOrEqual(2);
    const roles = allCv().sections.flatMap((section) => (section.key === 'experience' ? section.items.map((item) => pdf.compact.indexOf(bare(item.title))) : []));
    expect(roles).toHaveLength(6);
    expect(roles.every((at) => at >= 0)).toBe(true);
    expect([...roles].sort((a, b) => a - b)).toEqual(roles);
  });

  it('writes a name in Latin, Cyrillic and Chinese letters as those very characters, and names the file after it', async () => {
    data.enterprise = personaCv('enterprise', { name: 'Zoë Łukasz Ярослав 陈', version: 'v-unicode' });
    const answer = await get('/cv.pdf?persona=enterprise');

    const pdf = await readPdf(answer.body as Buffer);
    expect(pdf.compact).toContain('ZoëŁukaszЯрослав陈');
    expect(pdf.info.Author).toBe('Zoë Łukasz Ярослав 陈');
    expect(answer.headers['content-disposition']).toBe(
      `inline; filename="Zoe-ukasz-CV-Enterprise-Tech.pdf"; filename*=UTF-8''${encodeURIComponent('Zoë-Łukasz-Ярослав-陈-CV-Enterprise-Tech.pdf')}`,
    );
  });

  it('draws hostile content (an endless word, Hebrew and Arabic, emoji, markup, empty sections) without failing', async () => {
    data.enterprise = hostileCv();
    const answer = await get('/cv.pdf?persona=enterprise');

    expect(answer.status).toBe(200);
    const pdf = await readPdf(answer.body as Buffer);
    expect(pdf.compact).toContain('<script>alert(1)</script>');
    expect(pdf.compact).toContain('xxxxxxxxxxxxxxxx');
    expect(pdf.compact).not.toMatch(/\p{Extended_Pictographic}/u);
  });

  it('draws a CV once per version: the next request is served from the cache, a new version draws again', async () => {
    let started = performance.now();
    const first = await get('/cv.pdf?persona=enterprise');
    const firstMs = performance.now() - started;
    started = performance.now();
    const second = await get('/cv.pdf?persona=enterprise');
    const secondMs = performance.now() - started;
    console.info(`/cv.pdf: first answer (drawn) ${firstMs.toFixed(0)} ms, second (cached) ${secondMs.toFixed(0)} ms, ${(first.body as Buffer).length} bytes`);

    expect(Buffer.compare(first.body as Buffer, second.body as Buffer)).toBe(0);
    expect(draw).toHaveBeenCalledTimes(1);

    data.enterprise = personaCv('enterprise', { summary: 'A new summary.', version: 'v2-enterprise' });
    const third = await get('/cv.pdf?persona=enterprise');
    expect(draw).toHaveBeenCalledTimes(2);
    expect(third.headers.etag).toBe('"v2-enterprise"');
    expect((await readPdf(third.body as Buffer)).compact).toContain('Anewsummary.');
  });

  it('draws once for requests that arrive together', async () => {
    const answers = await Promise.all([1, 2, 3].map(() => get('/cv.pdf?persona=fitness')));

    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(draw).toHaveBeenCalledTimes(1);
  });

  it('lays the page out in the size the owner chose', async () => {
    data.business = personaCv('business', { pageSize: 'LETTER', version: 'v-letter' });
    const letter = await readPdf((await get('/cv.pdf?persona=business')).body as Buffer);
    const a4 = await readPdf((await get('/cv.pdf?persona=fitness')).body as Buffer);

    expect(letter.pages[0]!.view.map(Math.round)).toEqual([0, 0, 612, 792]);
    expect(a4.pages[0]!.view.map(Math.round)).toEqual([0, 0, 595, 842]);
  });

  it('answers 304 without drawing to a client that holds this version', async () => {
    const answer = await get('/cv.pdf?persona=enterprise', { 'If-None-Match': 'W/"old", "v1-enterprise"' });

    expect(answer.status).toBe(304);
    expect(answer.headers.etag).toBe('"v1-enterprise"');
    expect(draw).not.toHaveBeenCalled();
    expect((await get('/cv.pdf?persona=enterprise', { 'If-None-Match': '"v0-enterprise"' })).status).toBe(200);
  });

  it("answers a plain 404 when the API has no such CV", async () => {
    data.fitness = null;
    const answer = await request(app).get('/cv.pdf?persona=fitness');

    expect(answer.status).toBe(404);
    expect(answer.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(draw).not.toHaveBeenCalled();
  });

  it('answers 503, not 500, while the API is down or failing', async () => {
    apiDown();
    expect((await request(app).get('/cv.pdf')).status).toBe(503);
    cvApiFailing();
    expect((await request(app).get('/cv.pdf?persona=enterprise')).status).toBe(503);
    expect(draw).not.toHaveBeenCalled();
  });
});
