import type { SocialLink, WithMedia } from '@folio/contracts';
import { api } from '../../api/api';

export const socialLinksApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSocialLinks: build.query<(SocialLink & WithMedia)[], void>({
      query: () => 'social-links',
      providesTags: ['SocialLink'],
    }),
  }),
});

export const { useGetSocialLinksQuery } = socialLinksApi;
