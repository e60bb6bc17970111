import type { Experience, WithMedia } from '@folio/contracts';
import { api } from '../../api/api';

export const experienceApi = api.injectEndpoints({
  endpoints: (build) => ({
    getExperiences: build.query<(Experience & WithMedia)[], void>({
      query: () => 'experiences',
      providesTags: ['Experience'],
    }),
  }),
});

/** The spec's one list refetched on mount and whenever the window regains focus (in the browser: the server's hooks start nothing). */
export function useExperiences() {
  return experienceApi.useGetExperiencesQuery(undefined, { refetchOnMountOrArgChange: true, refetchOnFocus: true });
}
