import type Router from '@koa/router';
import { cvFileName, parseTagType, type CvDocument } from '@folio/contracts';
import type { Context } from 'koa';
import { fetchApiJson } from '../api-fetch';
import { OgImageCache, type OgImageCacheOptions } from '../og/og-image-cache';
import { toJsonResume } from './json-resume';

export interface CvFileDeps {
  /** The API's internal origin; /api/… is added. */
  apiUrl: string;
  /** How a PDF is drawn; tests count the drawings through it. */
  draw?: (doc: CvDocument) => Promise<Buffer>;
  /** Where the drawn PDFs are kept: the link-preview images' folder does (each cache reads only its own extension). */
  cache?: OgImageCacheOptions;
}

/**
 * Asked again on every download, answered 304 while the version (the ETag) holds: a CV changes
 * whenever the portfolio or its settings do, and a visitor should never get last week's from their
 * browser. nginx's micro-cache keeps its own few seconds whatever this says.
 */
const REVALIDATE = 'public, no-cache';
/** Bump when the drawing changes: a PDF drawn by an earlier layout is not served again from a kept folder. */
const PDF_LAYOUT = 'cv-pdf-1';

/**
 * react-pdf, its layout engine and the fonts load with the first PDF asked for, not with the server
 * (nor with every module that imports the rendering server).
 */
const drawCvPdf = async (doc: CvDocument): Promise<Buffer> => (await import('./draw-cv-pdf')).drawCvPdf(doc);

function notFound(ctx: Context): void {
  ctx.status = 404;
  ctx.set('Cache-Control', REVALIDATE);
  ctx.type = 'text/plain; charset=utf-8';
  ctx.body = 'There is no such CV.';
}

/** `inline; filename="Jordan-Avery-CV.pdf"; filename*=UTF-8''…`: an ASCII name for old clients, the real one for the rest. */
export function contentDisposition(fileName: string): string {
  const ascii = fileName.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').replace(/[^\x20-\x7e]/g, '').replace(/["\\%;]/g, '').replace(/-{2,}/g, '-').replace(/^-+/, '');
  const extension = fileName.slice(fileName.lastIndexOf('.'));
  const fallback = ascii && ascii !== extension && !ascii.startsWith('.') ? ascii : `CV${extension}`;
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`);
  return `inline; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/** Whether an If-None-Match header names `etag` (or is '*'); weak or strong alike, as for a GET. */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}

/** The CV of `?persona=`: a persona's for a known one, the all-persona CV otherwise (as `/` falls back). */
async function cvOf(ctx: Context, apiUrl: string): Promise<CvDocument | null> {
  const persona = parseTagType(ctx.query.persona);
  return fetchApiJson<CvDocument>(apiUrl, persona ? `cv?persona=${persona}` : 'cv');
}

/** Cache-Control and ETag; true when the client already holds this version (answered 304). */
function fresh(ctx: Context, doc: CvDocument): boolean {
  const etag = `"${doc.version.replace(/[^\x21\x23-\x7e]/g, '')}"`;
  ctx.set('Cache-Control', REVALIDATE);
  ctx.set('ETag', etag);
  if (!matchesEtag(ctx.get('If-None-Match') || undefined, etag)) return false;
  ctx.status = 304;
  return true;
}

/** GET /cv.pdf and /cv.json (?persona=…): the CV as a PDF (drawn once per version) and as JSON Resume. */
export function mountCvFiles(router: Router, { apiUrl, draw = drawCvPdf, cache: cacheOptions }: CvFileDeps): void {
  const cache = new OgImageCache({ ...cacheOptions, extension: '.pdf' });

  router.get('/cv.pdf', async (ctx) => {
    const doc = await cvOf(ctx, apiUrl);
    if (!doc) return notFound(ctx);
    if (fresh(ctx, doc)) return;
    const pdf = await cache.get(`${PDF_LAYOUT} ${doc.version}`, () => draw(doc));
    ctx.type = 'application/pdf';
    ctx.set('Content-Disposition', contentDisposition(cvFileName(doc, 'pdf')));
    ctx.body = pdf;
  });

  router.get('/cv.json', async (ctx) => {
    const doc = await cvOf(ctx, apiUrl);
    if (!doc) return notFound(ctx);
    if (fresh(ctx, doc)) return;
    ctx.type = 'application/json; charset=utf-8';
    ctx.set('Content-Disposition', contentDisposition(cvFileName(doc, 'json')));
    ctx.body = `${JSON.stringify(toJsonResume(doc), null, 2)}\n`;
  });
}

