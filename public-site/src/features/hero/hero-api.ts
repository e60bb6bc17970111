import type { HeroItem, WithMedia } from '@folio/contracts';
import { api } from '../../api/api';

export const heroApi = api.injectEndpoints({
  endpoints: (build) => ({
    getHeroItems: build.query<(HeroItem & WithMedia)[], void>({
      query: () => 'hero-items',
      providesTags: ['HeroItem'],
    }),
  }),
});

export const { useGetHeroItemsQuery } = heroApi;
