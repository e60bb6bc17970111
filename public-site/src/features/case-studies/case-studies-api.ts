import type { CaseStudy, WithMedia } from '@folio/contracts';
import { api, personaParams } from '../../api/api';

export const caseStudiesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Cached per persona id (the spec's caching); sorted ascending by displayOrder. */
    getCaseStudies: build.query<(CaseStudy & WithMedia)[], number | undefined>({
      query: (personaId) => ({ url: 'case-studies', params: personaParams(personaId) }),
      transformResponse: (list: (CaseStudy & WithMedia)[]) => [...list].sort((a, b) => a.displayOrder - b.displayOrder),
      providesTags: ['CaseStudy'],
    }),
  }),
});

export const { useGetCaseStudiesQuery } = caseStudiesApi;
