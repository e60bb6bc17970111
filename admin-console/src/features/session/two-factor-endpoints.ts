import type { RecoveryCodes, SessionUser, TwoFactorCodeInput, TwoFactorDisableInput, TwoFactorSetup, TwoFactorStatus } from '@folio/contracts';
import { adminApi } from '../../api/api-slice';
import { contentTags } from '../../api/resources';

/** The second step of a sign-in and the account's two-factor settings. */
export const twoFactorApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    loginSecondFactor: build.mutation<SessionUser, TwoFactorCodeInput>({
      query: (body) => ({ url: 'auth/login/two-factor', method: 'POST', body }),
      invalidatesTags: (_result, error) => (error ? [] : ['CsrfToken', ...contentTags()]),
    }),
    getTwoFactorStatus: build.query<TwoFactorStatus, void>({ query: () => 'admin/two-factor', keepUnusedDataFor: 0 }),
    beginTwoFactorSetup: build.mutation<TwoFactorSetup, void>({ query: () => ({ url: 'admin/two-factor/setup', method: 'POST' }) }),
    enableTwoFactor: build.mutation<RecoveryCodes, TwoFactorCodeInput>({
      query: (body) => ({ url: 'admin/two-factor/enable', method: 'POST', body }),
    }),
    disableTwoFactor: build.mutation<void, TwoFactorDisableInput>({
      query: (body) => ({ url: 'admin/two-factor/disable', method: 'POST', body }),
    }),
  }),
});

export const {
  useLoginSecondFactorMutation,
  useGetTwoFactorStatusQuery,
  useBeginTwoFactorSetupMutation,
  useEnableTwoFactorMutation,
  useDisableTwoFactorMutation,
} = twoFactorApi;
