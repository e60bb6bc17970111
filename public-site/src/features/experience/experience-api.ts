import type { Experience, WithMedia } from '@folio/contracts';
import { api, ON_SERVER } from '../../api/api';

export const experienceApi = api.injectEndpoints({
  endpoints: (build) => ({
    getExperiences: build.query<(Experience & WithMedia)[], void>({
      query: () => 'experiences',
      providesTags: ['Experience'],
    }),
  }),
});

/**
 * §7: the one list refetched on mount and whenever the window regains focus. Not on the rendering
 * server, where every render pass mounts afresh and the list would be fetched again each time.
 */
export function useExperiences() {
  return experienceApi.useGetExperiencesQuery(undefined, { refetchOnMountOrArgChange: !ON_SERVER, refetchOnFocus: true });
}
