import { caseStudyPath, type CaseStudy, type WithMedia } from '@folio/contracts';
import { api, personaParams } from '../../api/api';

/** A case study as the API answers it, with its library image's alt text and placeholder. */
export type ShownCaseStudy = CaseStudy & WithMedia;

export const caseStudiesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Cached per persona id (the spec's caching); sorted ascending by displayOrder. */
    getCaseStudies: build.query<ShownCaseStudy[], number | undefined>({
      query: (personaId) => ({ url: 'case-studies', params: personaParams(personaId) }),
      transformResponse: (list: ShownCaseStudy[]) => [...list].sort((a, b) => a.displayOrder - b.displayOrder),
      providesTags: ['CaseStudy'],
    }),
    /**
     * One case study, for its page. The answer to a former slug is the case study under its current
     * one: fetch follows the API's 301, and the rendering server then answers 301 to the page's own
     * address (app/page-loaders.ts).
     */
    getCaseStudyBySlug: build.query<ShownCaseStudy, string>({
      query: (slug) => `case-studies/slug/${encodeURIComponent(slug)}`,
      providesTags: ['CaseStudy'],
    }),
  }),
});

export const { useGetCaseStudiesQuery, useGetCaseStudyBySlugQuery } = caseStudiesApi;

/** Where the case study answered for `askedSlug` lives now, or null when it was asked for by its own slug. */
export const movedCaseStudyPath = (caseStudy: Pick<CaseStudy, 'slug'>, askedSlug: string) =>
  caseStudy.slug === askedSlug ? null : caseStudyPath(caseStudy.slug);
