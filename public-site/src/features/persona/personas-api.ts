import type { Persona, WithMedia } from '@folio/contracts';
import { api, personaParams } from '../../api/api';

/** The spec's message for a failed personas fetch. */
export const PERSONAS_FETCH_FAILED = 'Failed to fetch personas';

export const personasApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** All personas, or with a persona id the one persona (the about section). */
    getPersonas: build.query<(Persona & WithMedia)[], number | undefined>({
      query: (personaId) => ({ url: 'personas', params: personaParams(personaId) }),
      transformErrorResponse: (error) => ({ ...error, message: PERSONAS_FETCH_FAILED }),
      providesTags: ['Persona'],
    }),
  }),
});

export const { useGetPersonasQuery } = personasApi;
