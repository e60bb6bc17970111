import type { AnalyticsOverview, AnalyticsSettings, OverviewFilter } from '@folio/contracts';
import { adminApi } from '../../api/api-slice';

const ANALYTICS_URL = 'admin/analytics';

/** The days an overview covers, both counted (YYYY-MM-DD, UTC). */
export interface OverviewRange {
  from: string;
  to: string;
}

/** Every overview (any range) and the settings: deleting the analytics empties the first. */
const OVERVIEW = { type: 'Analytics', id: 'OVERVIEW' } as const;
const SETTINGS = { type: 'Analytics', id: 'SETTINGS' } as const;

/** The analytics calls of the console (docs/analytics.md): the overview of a range, its deletion, and the weekly digest's setting. */
export const overviewApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    getAnalyticsOverview: build.query<AnalyticsOverview, OverviewRange & { filter?: OverviewFilter | null }>({
      query: ({ from, to, filter }) => ({ url: `${ANALYTICS_URL}/overview`, params: { from, to, ...(filter ? { [filter.dimension]: filter.value } : {}) } }),
      providesTags: [OVERVIEW],
    }),
    /** Every event and total recorded so far; counting goes on from now. */
    deleteAnalytics: build.mutation<void, void>({
      query: () => ({ url: ANALYTICS_URL, method: 'DELETE' }),
      invalidatesTags: (_result, error) => (error ? [] : [OVERVIEW]),
    }),
    getAnalyticsSettings: build.query<AnalyticsSettings, void>({
      query: () => `${ANALYTICS_URL}/settings`,
      providesTags: [SETTINGS],
    }),
    updateAnalyticsSettings: build.mutation<AnalyticsSettings, { weeklyDigest: boolean }>({
      query: (body) => ({ url: `${ANALYTICS_URL}/settings`, method: 'PUT', body }),
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          // The toggle shows what the API kept at once, without reading the settings again.
          dispatch(overviewApi.util.updateQueryData('getAnalyticsSettings', undefined, () => data));
        } catch {
          // The caller says what failed.
        }
      },
    }),
  }),
});

export const { useGetAnalyticsOverviewQuery, useDeleteAnalyticsMutation, useGetAnalyticsSettingsQuery, useUpdateAnalyticsSettingsMutation } = overviewApi;
