import type { Context, Middleware } from 'koa';
import { bumpContentGeneration, readContentGeneration } from '../db/content-generation.js';
import type { Db } from '../db/knex.js';
import { isSignedIn } from './guards.js';

/** An answer as the route gave it: its body's bytes and the headers the route set. */
type Answer = { body: Buffer; headers: Record<string, string> };

export type AnswerCacheOptions = {
  /** Whether visitors' answers to GET `path` (any query string) are kept. */
  keeps(path: string): boolean;
  /** When what visitors can read next changes on its own (a post scheduled for later); null: never. */
  nextScheduledChange(db: Db): Promise<Date | null>;
  /** Bounds: the bytes kept in all, and the largest answer kept. */
  maxBytes?: number;
  maxAnswerBytes?: number;
};

const DEFAULT_MAX_BYTES = 32 * 1024 * 1024;
const DEFAULT_MAX_ANSWER_BYTES = 4 * 1024 * 1024;

/**
 * Visitors' answers to the public lists and pages (a post, a case study by slug), kept by URL until
 * the content's generation moves on (db/content-generation.ts: every owner's write and every counted
 * view moves it, in whichever process) or a scheduled post's time comes. A list's count and page then cost one read of one row
 * instead of its queries, and fifty visitors asking for the 1.7 MB list at once share one buffer
 * instead of building fifty. The signed-in owner's answers (drafts, scheduled posts) are never kept.
 * Least recently used answers go first past `maxBytes`.
 */
export function publicAnswerCache(db: Db, options: AnswerCacheOptions): Middleware {
  const { keeps, nextScheduledChange, maxBytes = DEFAULT_MAX_BYTES, maxAnswerBytes = DEFAULT_MAX_ANSWER_BYTES } = options;
  const answers = new Map<string, Answer>();
  const inFlight = new Map<string, { generation: number; answer: Promise<Answer | null> }>();
  let keptBytes = 0;
  let generation: number | null = null;
  let validUntil = Infinity;

  const forget = () => {
    answers.clear();
    keptBytes = 0;
  };
  /** Whether answers kept now still hold; a new generation or a time come empties the cache first. */
  const current = async (): Promise<number> => {
    const now = await readContentGeneration(db);
    if (now !== generation || Date.now() >= validUntil) {
      forget();
      generation = now;
      validUntil = (await nextScheduledChange(db))?.getTime() ?? Infinity;
    }
    return now;
  };
  const keep = (url: string, answer: Answer) => {
    keptBytes += answer.body.length;
    answers.set(url, answer);
    for (const [oldest, { body }] of answers) {
      if (keptBytes <= maxBytes) break;
      answers.delete(oldest);
      keptBytes -= body.length;
    }
  };

  return async (ctx, next) => {
    if (ctx.method !== 'GET' || !keeps(ctx.path) || isSignedIn(ctx)) return next();
    const seen = await current();
    const kept = answers.get(ctx.url);
    if (kept) {
      // Most recently used last, so that the oldest go first.
      answers.delete(ctx.url);
      answers.set(ctx.url, kept);
      return send(ctx, kept);
    }
    // Visitors asking at once for an answer not kept yet wait for the first one's, rather than each
    // building the same answer (fifty copies of a 1.7 MB list at once).
    const building = inFlight.get(ctx.url);
    if (building && building.generation === seen) {
      const built = await building.answer;
      if (built) return send(ctx, built);
    }
    const build = withResolvers<Answer | null>();
    inFlight.set(ctx.url, { generation: seen, answer: build.promise });
    try {
      const answer = await answerOf(ctx, next);
      build.resolve(answer);
      if (answer && answer.body.length <= maxAnswerBytes && seen === generation) keep(ctx.url, answer);
    } catch (error) {
      build.resolve(null);
      throw error;
    } finally {
      if (inFlight.get(ctx.url)?.answer === build.promise) inFlight.delete(ctx.url);
    }
  };
}

const withResolvers = <T>() => {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
};

function send(ctx: Context, answer: Answer): void {
  ctx.set(answer.headers);
  ctx.body = answer.body;
}

/** The route's answer to a visitor as bytes (null: not a 200 JSON answer, left as the route gave it). */
async function answerOf(ctx: Context, next: () => Promise<unknown>): Promise<Answer | null> {
  const before = new Set(Object.keys(ctx.response.headers));
  await next();
  if (ctx.status !== 200 || ctx.body === null || typeof ctx.body !== 'object' || Buffer.isBuffer(ctx.body)) return null;
  // As Koa would send it, so that a kept answer is byte for byte a fresh one.
  const body = Buffer.from(JSON.stringify(ctx.body));
  const answer = { body, headers: routeHeaders(ctx, before) };
  ctx.body = body;
  return answer;
}

/** The headers the route set (its content type among them), not those set before it. */
function routeHeaders(ctx: Context, before: ReadonlySet<string>): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(ctx.response.headers)) {
    if (!before.has(name) && name !== 'content-length' && value !== undefined) headers[name] = String(value);
  }
  return headers;
}

/**
 * Moves the content's generation on after each of the owner's writes (any method but GET and HEAD
 * under /api/admin/, whatever its outcome: a failed write may have changed something before it
 * failed), before the answer goes out, so that a read sent after it never gets a list from before it.
 */
export function newGenerationAfterOwnerWrites(db: Db): Middleware {
  return async (ctx, next) => {
    const write = ctx.method !== 'GET' && ctx.method !== 'HEAD' && ctx.path.startsWith('/api/admin/');
    try {
      await next();
    } finally {
      if (write) await bumpContentGeneration(db);
    }
  };
}
