import { CSRF_HEADER, LIMITS, type CsrfToken } from '@folio/contracts';
import { createApi, fetchBaseQuery, type BaseQueryApi, type BaseQueryFn, type FetchArgs } from '@reduxjs/toolkit/query/react';
import { sessionExpired } from './session-events';
import { TAG_TYPES } from './tags';
import { toApiError, type ApiError } from './errors';

/** Where the API answers. Pitfall 5: an absolute base, so the same code runs in the browser and under jest. */
export const API_BASE = `${globalThis.location?.origin ?? ''}/api`;

const rawBaseQuery = fetchBaseQuery({ baseUrl: API_BASE, credentials: 'include' });

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Calls that decide the session themselves: their 401 is an answer, not an expired session. */
const SESSION_ENDPOINTS = new Set(['getMe', 'login', 'loginSecondFactor', 'logout', 'getCsrfToken']);
/** Sign-in has no session to protect yet (docs/decisions.md); every other write carries the token. */
const WITHOUT_TOKEN = new Set(['login', 'loginSecondFactor']);

const methodOf = (args: string | FetchArgs) => (typeof args === 'string' ? 'GET' : (args.method ?? 'GET').toUpperCase());

function withToken(args: string | FetchArgs, token: string): FetchArgs {
  const request = typeof args === 'string' ? { url: args } : args;
  const headers = new Headers(request.headers as HeadersInit | undefined);
  headers.set(CSRF_HEADER, token);
  return { ...request, headers };
}

type SessionSlice = { session?: { status?: string } };

/**
 * Runs a write with the CSRF token (cached 5 minutes); a 403 fetches a fresh token and runs it once
 * more. Every write of the console goes through here, fetchBaseQuery's and the upload's alike.
 */
export async function sendWithCsrfToken<R extends { error?: ApiError }>(
  api: BaseQueryApi,
  send: (token: string) => Promise<R>,
): Promise<R | { error: ApiError }> {
  const token = async (refresh: boolean) =>
    api.dispatch(
      adminApi.endpoints.getCsrfToken.initiate(undefined, {
        subscribe: false,
        forceRefetch: refresh ? true : LIMITS.csrfTokenCacheSeconds,
      }),
    );
  let csrf = await token(false);
  if (csrf.error || !csrf.data) return { error: (csrf.error as ApiError | undefined) ?? { status: 'CUSTOM_ERROR', message: null } };
  let result = await send(csrf.data.token);
  if (result.error?.status === 403) {
    csrf = await token(true);
    if (csrf.data) result = await send(csrf.data.token);
  }
  return result;
}

/** A 401 on an admin call while signed in: the session ended on the server (back to the login card, drafts kept). */
export function noticeSessionEnd(api: BaseQueryApi, error: ApiError | undefined): void {
  if (error?.status === 401 && !SESSION_ENDPOINTS.has(api.endpoint) && (api.getState() as SessionSlice).session?.status === 'signedIn') {
    api.dispatch(sessionExpired());
  }
}

/** fetchBaseQuery plus the console's rules (the CSRF token on writes, the end of the session on a 401); errors come out as ApiError. */
const baseQuery: BaseQueryFn<string | FetchArgs, unknown, ApiError> = async (args, api, extraOptions) => {
  const run = async (request: string | FetchArgs) => {
    const result = await rawBaseQuery(request, api, extraOptions);
    return result.error ? { ...result, error: toApiError(result.error, result.meta?.response) } : result;
  };
  const result =
    WRITES.has(methodOf(args)) && !WITHOUT_TOKEN.has(api.endpoint)
      ? await sendWithCsrfToken(api, (token) => run(withToken(args, token)))
      : await run(args);
  noticeSessionEnd(api, result.error);
  return result;
};

/** The console's single RTK Query slice; features inject their endpoints. */
export const adminApi = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: TAG_TYPES,
  // The spec's limits: unused data kept 5 minutes, fresh for 60 seconds, no refetch on focus, no polling, no retries.
  keepUnusedDataFor: LIMITS.unusedCacheSeconds,
  refetchOnMountOrArgChange: LIMITS.queryFreshnessSeconds,
  refetchOnFocus: false,
  endpoints: (build) => ({
    getCsrfToken: build.query<CsrfToken, void>({
      query: () => 'csrf-token',
      keepUnusedDataFor: LIMITS.csrfTokenCacheSeconds,
      providesTags: ['CsrfToken'],
    }),
  }),
});
