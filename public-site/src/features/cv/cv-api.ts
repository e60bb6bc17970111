import type { CvDocument, TagType } from '@folio/contracts';
import { api } from '../../api/api';

/** `?persona=` only for a persona's CV: GET /api/cv alone is the all-persona one. */
export const cvParams = (persona: TagType | null) => (persona ? { persona } : undefined);

export const cvApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The assembled CV of a persona, or of all of them (null): what /cv shows, as the API answers it. */
    getCv: build.query<CvDocument, TagType | null>({
      query: (persona) => ({ url: 'cv', params: cvParams(persona) }),
    }),
  }),
});

export const { useGetCvQuery } = cvApi;
