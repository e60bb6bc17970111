import type { ContactForm, TagType } from '@folio/contracts';
import { api } from '../../api/api';

/**
 * The contact form's form (docs/leads.md): a signed token that dates it, and the persona's subjects.
 * The persona page's loader fetches it on the rendering server (app/page-loaders.ts); the form's island
 * starts its own store with that answer and asks again for a token of the visitor's own on their
 * first use of the form, and for one grown old (the send is in contact-send-api.ts). No tags: a token
 * is the API's to issue afresh.
 */
export const contactApi = api.injectEndpoints({
  endpoints: (build) => ({
    getContactForm: build.query<ContactForm, TagType | null>({
      query: (persona) => ({ url: 'contact/form', params: persona ? { persona } : undefined }),
    }),
  }),
});

export const { useGetContactFormQuery } = contactApi;
