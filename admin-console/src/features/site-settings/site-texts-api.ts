import type { SiteTexts, SiteTextsInput } from '@folio/contracts';
import { adminApi } from '../../api/api-slice';

const URL = 'admin/site-texts';

/** The texts as stored: a save reads them again. */
const TEXTS = { type: 'SiteTexts', id: 'TEXTS' } as const;

/** The owner's words on the public pages (contracts/src/site-texts.ts): read, and saved whole with PUT. */
export const siteTextsApi = adminApi.enhanceEndpoints({ addTagTypes: ['SiteTexts'] }).injectEndpoints({
  endpoints: (build) => ({
    getSiteTexts: build.query<SiteTexts, void>({
      query: () => URL,
      providesTags: [TEXTS],
    }),
    saveSiteTexts: build.mutation<SiteTexts, SiteTextsInput>({
      query: (body) => ({ url: URL, method: 'PUT', body }),
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          // The form starts over from what the API kept at once, before the texts are read again.
          dispatch(siteTextsApi.util.upsertQueryData('getSiteTexts', undefined, data));
        } catch {
          // The caller says what failed.
        }
      },
      invalidatesTags: (_texts, error) => (error ? [] : [TEXTS]),
    }),
  }),
});

export const { useGetSiteTextsQuery, useSaveSiteTextsMutation } = siteTextsApi;
