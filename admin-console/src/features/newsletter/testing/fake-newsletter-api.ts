/**
 * The newsletter part of the fake API, for the console's tests: the summary, the paged and filtered
 * subscribers, erasure, a post's preview, the test send, the send (once per post) and its progress,
 * answered with the contracts' types and messages. Installed over the fake API of test/fake-api.ts
 * (msw prefers the handlers added last), sharing its CSRF token.
 */
import {
  NEWSLETTER_MESSAGES,
  SUBSCRIBER_STATUSES,
  TAG_TYPES,
  type NewsletterPreview,
  type NewsletterSend,
  type NewsletterSummary,
  type RecipientState,
  type Subscriber,
  type SubscriberStatus,
} from '@folio/contracts';
import { http, HttpResponse } from 'msw';
import type { FakeApi, RecordedRequest } from '../../../test/fake-api';
import { renderConsole, type RenderOptions } from '../../../test/render';
import { server } from '../../../test/server';

const json = (body: unknown, status = 200) => HttpResponse.json(body as never, { status });
const DAY = 24 * 60 * 60 * 1000;

/** The last 90 UTC days, oldest first, each with the figures `counts` gives it by days ago (0: today). */
export function growthDays(counts: Record<number, { confirmed?: number; left?: number }> = {}): NewsletterSummary['growth'] {
  return Array.from({ length: 90 }, (_, index) => {
    const daysAgo = 89 - index;
    return { day: new Date(Date.now() - daysAgo * DAY).toISOString().slice(0, 10), confirmed: counts[daysAgo]?.confirmed ?? 0, left: counts[daysAgo]?.left ?? 0 };
  });
}

let nextSubscriberId = 1;
/** A subscriber, confirmed to Enterprise a few days ago unless told otherwise. */
export function subscriber(overrides: Partial<Subscriber> & { email: string; daysAgo?: number }): Subscriber {
  const { daysAgo = 3, ...given } = overrides;
  const createdAt = new Date(Date.now() - daysAgo * DAY).toISOString();
  const status = given.status ?? 'confirmed';
  return {
    id: nextSubscriberId++,
    status,
    personas: ['enterprise'],
    createdAt,
    confirmedAt: status === 'pending' ? null : new Date(Date.parse(createdAt) + 60_000).toISOString(),
    unsubscribedAt: null,
    suppressedReason: null,
    ...given,
  };
}

export interface FakeNewsletterOptions {
  subscribers?: Subscriber[];
  mailConfigured?: boolean;
  growth?: NewsletterSummary['growth'];
  /** A post's preview as the API makes it (default: from its id, going to the confirmed subscribers). */
  preview?: Partial<NewsletterPreview>;
  /** Where the owner's test goes. */
  sentTo?: string;
  /** Sends the API holds already, by post id (a second send of that post is refused). */
  sent?: Record<number, NewsletterSend>;
  /**
   * What each later read of a send answers, in turn (the last one stays): the counts and status the
   * queue has reached. Default: the send as created, sending still.
   */
  progress?: Array<Partial<Pick<NewsletterSend, 'status' | 'finishedAt'>> & { counts: Record<RecipientState, number> }>;
}

/** A send of a post as the API answers it. */
export function newsletterSend(overrides: Partial<NewsletterSend> & { id: number; postId: number }): NewsletterSend {
  return {
    postTitle: 'Cloud Landing Zone Checklist',
    subject: 'Cloud Landing Zone Checklist',
    personas: ['enterprise'],
    status: 'sending',
    createdAt: new Date(Date.now() - 60_000).toISOString(),
    finishedAt: null,
    counts: { queued: 2, sent: 0, failed: 0, suppressed: 0 },
    ...overrides,
  };
}

export function installFakeNewsletter(api: FakeApi, options: FakeNewsletterOptions = {}) {
  const state = {
    subscribers: (options.subscribers ?? []).map((item) => ({ ...item })),
    mailConfigured: options.mailConfigured ?? true,
    growth: options.growth ?? growthDays(),
    sends: new Map<number, NewsletterSend>(Object.values(options.sent ?? {}).map((send) => [send.id, send])),
    sendReads: 0,
  };
  const requests: RecordedRequest[] = [];
  const failures: Array<{ method: string; path: RegExp; respond: () => Response }> = [];
  let nextSendId = 500;

  const confirmed = () => state.subscribers.filter((item) => item.status === 'confirmed').length;
  const sendOf = (postId: number) => [...state.sends.values()].find((send) => send.postId === postId) ?? null;

  function summary(): NewsletterSummary {
    const counts = (items: Subscriber[]) =>
      Object.fromEntries(SUBSCRIBER_STATUSES.map((status) => [status, items.filter((item) => item.status === status).length])) as Record<SubscriberStatus, number>;
    return {
      mailConfigured: state.mailConfigured,
      byPersona: TAG_TYPES.map((persona) => ({ persona, ...counts(state.subscribers.filter((item) => item.personas.includes(persona))) })),
      total: counts(state.subscribers),
      growth: state.growth,
    };
  }

  function list(url: URL): Response {
    const query = url.searchParams;
    const status = query.get('status');
    const persona = query.get('persona');
    if (status && !(SUBSCRIBER_STATUSES as readonly string[]).includes(status)) return json({ message: 'Status is not one of the statuses', fields: { status: 'Status is not one of the statuses' } }, 400);
    const page = Math.max(1, Number(query.get('page') ?? 1));
    const pageSize = Number(query.get('pageSize') ?? 100);
    const q = (query.get('q') ?? '').toLowerCase();
    const matching = state.subscribers
      .filter((item) => !q || item.email.toLowerCase().includes(q))
      .filter((item) => !status || item.status === status)
      .filter((item) => !persona || item.personas.includes(persona as never))
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
    return json({ items: matching.slice((page - 1) * pageSize, page * pageSize), total: matching.length, page, pageSize });
  }

  function preview(postId: number): NewsletterPreview {
    return {
      subject: 'Cloud Landing Zone Checklist',
      html: '<!doctype html><html><body><h1>Cloud Landing Zone Checklist</h1><p>What to settle first.</p></body></html>',
      text: 'Cloud Landing Zone Checklist\n\nWhat to settle first.\n\nUnsubscribe: https://example.test/unsubscribe',
      recipients: confirmed(),
      alreadySent: sendOf(postId),
      ...options.preview,
    };
  }

  function readSend(id: number): Response {
    const send = state.sends.get(id);
    if (!send) return json({ message: 'Send not found' }, 404);
    const step = options.progress?.[Math.min(state.sendReads, options.progress.length - 1)];
    state.sendReads += 1;
    if (step) Object.assign(send, step);
    return json(send);
  }

  function route(method: string, path: string, request: Request): Response {
    if (path === '/api/admin/newsletter/summary' && method === 'GET') return json(summary());
    if (path === '/api/admin/newsletter/subscribers' && method === 'GET') return list(new URL(request.url));
    const one = /^\/api\/admin\/newsletter\/subscribers\/(\d+)$/.exec(path);
    if (one && method === 'DELETE') {
      const index = state.subscribers.findIndex((item) => item.id === Number(one[1]));
      if (index < 0) return json({ message: 'Subscriber not found' }, 404);
      state.subscribers.splice(index, 1);
      return new HttpResponse(null, { status: 204 });
    }
    const post = /^\/api\/admin\/newsletter\/posts\/(\d+)\/(preview|test|send)$/.exec(path);
    if (post) {
      const postId = Number(post[1]);
      if (post[2] === 'preview' && method === 'GET') return json(preview(postId));
      if (post[2] === 'test' && method === 'POST') {
        if (!state.mailConfigured) return json({ message: NEWSLETTER_MESSAGES.mailOff }, 503);
        return json({ sentTo: options.sentTo ?? 'owner@example.test' }, 202);
      }
      if (post[2] === 'send' && method === 'POST') {
        if (!state.mailConfigured) return json({ message: NEWSLETTER_MESSAGES.mailOff }, 503);
        if (sendOf(postId)) return json({ message: NEWSLETTER_MESSAGES.alreadySent }, 409);
        const recipients = preview(postId).recipients;
        if (recipients === 0) return json({ message: NEWSLETTER_MESSAGES.noRecipients }, 400);
        const send = newsletterSend({ id: nextSendId++, postId, counts: { queued: recipients, sent: 0, failed: 0, suppressed: 0 } });
        state.sends.set(send.id, send);
        return json(send, 201);
      }
    }
    const send = /^\/api\/admin\/newsletter\/sends\/(\d+)$/.exec(path);
    if (send && method === 'GET') return readSend(Number(send[1]));
    return json({ message: 'Not found' }, 404);
  }

  server.use(
    http.all('*/api/admin/newsletter/*', async ({ request }) => {
      const url = new URL(request.url);
      const csrf = request.headers.get('x-csrf-token');
      requests.push({ method: request.method, path: url.pathname, query: Object.fromEntries(url.searchParams), csrf, body: undefined });
      if (request.method !== 'GET' && csrf !== api.token) return json({ message: 'Missing or invalid CSRF token.' }, 403);
      const failure = failures.find((candidate) => candidate.method === request.method && candidate.path.test(url.pathname));
      if (failure) {
        failures.splice(failures.indexOf(failure), 1);
        return failure.respond();
      }
      return route(request.method, url.pathname, request);
    }),
  );

  return {
    state,
    /** The next matching call answers with `respond`. */
    failNext(method: string, path: RegExp, respond: () => Response) {
      failures.push({ method, path, respond });
    },
    /** The newsletter calls that arrived, matching a method and path. */
    calls: (method: string, path: string | RegExp) =>
      requests.filter((request) => request.method === method && (typeof path === 'string' ? request.path === path : path.test(request.path))),
  };
}

export type FakeNewsletter = ReturnType<typeof installFakeNewsletter>;

/** Renders the console with the newsletter's fake API over the usual one. */
export async function renderWithNewsletter({ newsletter: newsletterOptions, before, ...options }: RenderOptions & { newsletter?: FakeNewsletterOptions } = {}) {
  let newsletter!: FakeNewsletter;
  const rendered = await renderConsole({
    ...options,
    before: (api) => {
      newsletter = installFakeNewsletter(api, newsletterOptions);
      before?.(api);
    },
  });
  return { ...rendered, newsletter };
}
