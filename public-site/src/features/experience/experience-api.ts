import type { Experience } from '@folio/contracts';
import { api } from '../../api/api';

export const experienceApi = api.injectEndpoints({
  endpoints: (build) => ({
    getExperiences: build.query<Experience[], void>({
      query: () => 'experiences',
      providesTags: ['Experience'],
    }),
  }),
});

/** §7: the one list refetched on mount and whenever the window regains focus. */
export function useExperiences() {
  return experienceApi.useGetExperiencesQuery(undefined, { refetchOnMountOrArgChange: true, refetchOnFocus: true });
}
