import type { Testimonial, WithMedia } from '@folio/contracts';
import { api, personaParams } from '../../api/api';

export const testimonialsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** A persona's testimonials (every one without `personaId`), sorted ascending by displayOrder as the API sorts them. */
    getTestimonials: build.query<(Testimonial & WithMedia)[], number | undefined>({
      query: (personaId) => ({ url: 'testimonials', params: personaParams(personaId) }),
    }),
  }),
});

export const { useGetTestimonialsQuery } = testimonialsApi;
