import type { SiteInfo } from '@folio/contracts';
import { api } from '../../api/api';

/** Owner name, site address and contact email come from the server's configuration (one build, any owner). */
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
