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

/** §7: the skills list stays fresh for 5 minutes. */
export function useSkills(personaId: number) {
  return skillsApi.useGetSkillsQuery(personaId, { refetchOnMountOrArgChange: LONG_FRESHNESS_SECONDS });
}
