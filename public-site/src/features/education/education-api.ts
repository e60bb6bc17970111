import type { Certification, Education, WithMedia } from '@folio/contracts';
import { api, personaParams } from '../../api/api';

export const educationApi = api.injectEndpoints({
  endpoints: (build) => ({
    getEducation: build.query<(Education & WithMedia)[], number | undefined>({
      query: (personaId) => ({ url: 'education', params: personaParams(personaId) }),
      providesTags: ['Education'],
    }),
    getCertifications: build.query<(Certification & WithMedia)[], number | undefined>({
      query: (personaId) => ({ url: 'certifications', params: personaParams(personaId) }),
      providesTags: ['Certification'],
    }),
  }),
});

export const { useGetEducationQuery, useGetCertificationsQuery } = educationApi;
