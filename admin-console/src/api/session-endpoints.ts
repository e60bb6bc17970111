import type { LoginAnswer, LoginInput, SessionUser } from '@folio/contracts';
import { adminApi } from './api-slice';
import { contentTags } from './resources';

export const sessionApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/auth/me: a failure means not signed in. */
    getMe: build.query<SessionUser, void>({ query: () => 'auth/me', keepUnusedDataFor: 0 }),
    login: build.mutation<LoginAnswer, LoginInput>({
      query: (body) => ({ url: 'auth/login', method: 'POST', body }),
      // The server issues a new CSRF token at sign-in: forget the one fetched before, and any list
      // whose last answer was the 401 that ended the previous session.
      invalidatesTags: (_result, error) => (error ? [] : ['CsrfToken', ...contentTags()]),
    }),
    logout: build.mutation<void, void>({
      query: () => ({ url: 'auth/logout', method: 'POST' }),
    }),
    /** Ends every session of the admin, on every device, this one included. */
    logoutEverywhere: build.mutation<void, void>({
      query: () => ({ url: 'auth/logout-everywhere', method: 'POST' }),
    }),
  }),
});

export const { useGetMeQuery, useLoginMutation, useLogoutMutation, useLogoutEverywhereMutation } = sessionApi;
