import type { Skill } from '@folio/contracts';
import { api, LONG_FRESHNESS_SECONDS, personaParams } from '../../api/api';

export const skillsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSkills: build.query<Skill[], number | undefined>({
      query: (personaId) => ({ url: 'skills', params: personaParams(personaId) }),
      providesTags: ['Skill'],
    }),
  }),
});

/** The skills list stays fresh for 5 minutes (the spec's caching). */
export function useSkills(personaId: number) {
  return skillsApi.useGetSkillsQuery(personaId, { refetchOnMountOrArgChange: LONG_FRESHNESS_SECONDS });
}
