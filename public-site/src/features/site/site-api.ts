import type { SiteInfo, SiteTexts } from '@folio/contracts';
import { api } from '../../api/api';
import { siteTextsOf } from './site-texts';

/** Owner name, site address and contact email come from the server's configuration (one build, any owner); the owner's words from the console. */
export const siteApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSite: build.query<SiteInfo, void>({
      query: () => 'site',
      providesTags: ['Site'],
    }),
  }),
});

export const { useGetSiteQuery } = siteApi;

/** The site information once loaded (undefined before, or when it failed). */
export function useSite(): SiteInfo | undefined {
  return useGetSiteQuery().data;
}

/** The owner's words on the pages (the console's Site settings), read with the site at every request. */
export function useSiteTexts(): SiteTexts {
  return siteTextsOf(useSite());
}
