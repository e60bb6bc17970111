import type { ContactForm, TagType } from '@folio/contracts';
import { api } from '../../api/api';

/**
 * The contact form's form (docs/leads.md): a signed token that dates it, and the persona's subjects.
 * The persona page's loader declares it (app/route-data.ts), so it sits in the entry chunk; the send
 * is injected by the form's own lazily loaded chunk (contact-send-api.ts). No tags: a token is the
 * API's to issue afresh.
 */
export const contactApi = api.injectEndpoints({
  endpoints: (build) => ({
    getContactForm: build.query<ContactForm, TagType | null>({
      query: (persona) => ({ url: 'contact/form', params: persona ? { persona } : undefined }),
    }),
  }),
});

export const { useGetContactFormQuery } = contactApi;
