import { requestErrorMessage } from '@folio/contracts';
import { fetchBaseQuery, type BaseQueryFn, type FetchArgs, type FetchBaseQueryMeta } from '@reduxjs/toolkit/query/react';

/** The spec's generic error message, for a request that got no answer at all. */
export const API_REQUEST_FAILED = 'API request failed';

/** Every failed call: the HTTP status (or why there is none) and the spec's '<status>: <body or status text>'. */
export interface ApiError {
  status: number | 'FETCH_ERROR' | 'PARSING_ERROR' | 'TIMEOUT_ERROR' | 'CUSTOM_ERROR';
  message: string;
  /** The answer's body as it came, when there was one (the contact form reads a 400's `fields` and a 429's `message` in it). */
  body?: string;
}

/** Absolute, because jest-fixed-jsdom cannot parse a relative base URL (STACK pitfall 5); same origin in the browser. */
export const API_BASE_URL = `${globalThis.location?.origin ?? ''}/api`;

/** The visitor's session cookie on the rendering server; `sent` says whether a call carried it. */
export interface ServerSession {
  cookie: string;
  sent: boolean;
}

/** The store's thunk argument on the rendering server: the API's internal address instead of the page's origin. */
export interface ApiThunkExtra {
  apiBaseUrl?: string;
  session?: ServerSession;
}

/** Whether a query runs in the rendering server's store (from its thunk argument). */
export const onRenderingServer = (extra: unknown) => (extra as ApiThunkExtra | undefined)?.apiBaseUrl !== undefined;

/**
 * An endpoint's own options for the base query. `withSession`: on the rendering server, the call
 * carries the visitor's session cookie (the browser sends it on every call by itself), so the API
 * answers the signed-in owner what it answers them in the browser. Every other call stays anonymous.
 */
export interface ApiExtraOptions {
  withSession?: boolean;
}

/** How long the rendering server waits for the API before answering 503; the browser waits as long as it takes. */
export const SERVER_API_TIMEOUT_MS = 5000;
const SERVER_RETRY_PAUSE_MS = 50;

function withServerSession(headers: Headers, { extra, extraOptions }: { extra: unknown; extraOptions: unknown }): Headers {
  const session = (extra as ApiThunkExtra | undefined)?.session;
  if (session && (extraOptions as ApiExtraOptions | undefined)?.withSession) {
    headers.set('cookie', session.cookie);
    session.sent = true;
  }
  return headers;
}

const baseQueries = new Map<string, ReturnType<typeof fetchBaseQuery>>();

function rawBaseQueryFor(baseUrl: string, onServer: boolean) {
  const key = `${onServer ? 'server' : 'browser'} ${baseUrl}`;
  let query = baseQueries.get(key);
  if (!query) {
    query = fetchBaseQuery({
      baseUrl,
      credentials: 'include',
      ...(onServer ? { timeout: SERVER_API_TIMEOUT_MS, prepareHeaders: withServerSession } : {}),
      // The body as text: JSON for answers, the raw text for the spec's error message.
      responseHandler: async (response) => {
        const text = await response.text();
        if (!response.ok || text === '') return text;
        return JSON.parse(text) as unknown;
      },
    });
    baseQueries.set(key, query);
  }
  return query;
}

const isRead = (args: string | FetchArgs) => typeof args === 'string' || (args.method ?? 'GET').toUpperCase() === 'GET';

// The answer's meta (request and response) reaches transformResponse: the list reads its total from a header.
export const apiBaseQuery: BaseQueryFn<string | FetchArgs, unknown, ApiError, ApiExtraOptions, FetchBaseQueryMeta> = async (args, api, extraOptions) => {
  const serverBaseUrl = (api.extra as ApiThunkExtra | undefined)?.apiBaseUrl;
  const query = rawBaseQueryFor(serverBaseUrl ?? API_BASE_URL, serverBaseUrl !== undefined);
  let result = await query(args, api, extraOptions);
  // On the rendering server, a read that got no answer at all (its connection refused or dropped, as
  // when one of the API's processes dies mid-request) is asked once more, as nginx does for the
  // browser's reads (proxy_next_upstream). After a pause: by then the pool has dropped the dead
  // process's other idle connections, so the retry opens a new one to a process that answers.
  if (serverBaseUrl !== undefined && result.error?.status === 'FETCH_ERROR' && isRead(args)) {
    await new Promise((resolve) => setTimeout(resolve, SERVER_RETRY_PAUSE_MS));
    result = await query(args, api, extraOptions);
  }
  if (!result.error) return { data: result.data, meta: result.meta };
  const { error } = result;
  if (typeof error.status === 'number') {
    const body = typeof error.data === 'string' ? error.data : '';
    return { error: { status: error.status, message: requestErrorMessage(error.status, body, result.meta?.response?.statusText ?? ''), ...(body ? { body } : {}) } };
  }
  return { error: { status: error.status, message: API_REQUEST_FAILED } };
};

/** Narrows an RTK Query hook's `error` to our shape. */
export function isApiError(error: unknown): error is ApiError {
  return typeof error === 'object' && error !== null && 'status' in error && 'message' in error;
}
