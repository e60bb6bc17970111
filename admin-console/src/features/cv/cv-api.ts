import type { CvDocument, CvPreviewInput, CvSettings } from '@folio/contracts';
import { adminApi } from '../../api/api-slice';

const CV_URL = 'admin/cv';

/** The CV settings, as stored: a save reads them again (and so does every preview made from them). */
const SETTINGS = { type: 'CvSettings', id: 'SETTINGS' } as const;

/**
 * The CV calls of the console (contracts/src/cv.ts): the owner's settings of every CV, their save,
 * and the document one CV would be with settings not saved yet. The cache tag is the CV's own
 * (no kind of content, so it joins the slice's tags here).
 */
export const cvApi = adminApi.enhanceEndpoints({ addTagTypes: ['CvSettings'] }).injectEndpoints({
  endpoints: (build) => ({
    getCvSettings: build.query<CvSettings, void>({
      query: () => `${CV_URL}/settings`,
      providesTags: [SETTINGS],
    }),
    saveCvSettings: build.mutation<CvSettings, CvSettings>({
      query: (body) => ({ url: `${CV_URL}/settings`, method: 'PUT', body }),
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          // The form starts over from what the API kept at once, before the settings are read again.
          dispatch(cvApi.util.upsertQueryData('getCvSettings', undefined, data));
        } catch {
          // The caller says what failed.
        }
      },
      invalidatesTags: (_settings, error) => (error ? [] : [SETTINGS]),
    }),
    /**
     * A POST that changes nothing: a query keyed by the draft (the caller waits until typing pauses),
     * so going back to settings already previewed answers from the cache.
     */
    previewCv: build.query<CvDocument, CvPreviewInput>({
      query: (body) => ({ url: `${CV_URL}/preview`, method: 'POST', body }),
      keepUnusedDataFor: 60,
    }),
  }),
});

export const { useGetCvSettingsQuery, useSaveCvSettingsMutation, usePreviewCvQuery } = cvApi;
