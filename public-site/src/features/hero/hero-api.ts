import type { HeroItem } from '@folio/contracts';
import { api } from '../../api/api';

export const heroApi = api.injectEndpoints({
  endpoints: (build) => ({
    getHeroItems: build.query<HeroItem[], void>({
      query: () => 'hero-items',
      providesTags: ['HeroItem'],
    }),
  }),
});

export const { useGetHeroItemsQuery } = heroApi;
