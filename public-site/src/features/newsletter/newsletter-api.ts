import type { NewsletterForm, SubscriptionView } from '@folio/contracts';
import { api } from '../../api/api';

/**
 * The newsletter's reads, for the rendering server's loaders (app/page-loaders.ts): whether the forms
 * are shown (mail configured) with a signed form token, and what the unsubscribe page may show of a
 * subscription. No tags: a token is the API's to issue afresh, a subscription is read once a page.
 */
export const newsletterApi = api.injectEndpoints({
  endpoints: (build) => ({
    getNewsletterForm: build.query<NewsletterForm, void>({
      query: () => 'newsletter/form',
    }),
    getSubscription: build.query<SubscriptionView, string>({
      query: (token) => ({ url: 'newsletter/subscription', params: { token } }),
    }),
  }),
});

export const { useGetNewsletterFormQuery, useGetSubscriptionQuery } = newsletterApi;
