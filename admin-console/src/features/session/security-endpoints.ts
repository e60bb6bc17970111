import type { SignInRecord } from '@folio/contracts';
import { adminApi } from '../../api/api-slice';

/** The Security page's list of the last sign-in attempts (GET /api/admin/security/sign-ins). */
export const securityApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    getSignIns: build.query<SignInRecord[], void>({ query: () => 'admin/security/sign-ins', keepUnusedDataFor: 0 }),
  }),
});

export const { useGetSignInsQuery } = securityApi;
