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

/** The experiences the route's loader asked for with the page's fresh store (the hooks start nothing on the server). */
export function useExperiences() {
  return experienceApi.useGetExperiencesQuery(undefined, { refetchOnMountOrArgChange: true });
}
