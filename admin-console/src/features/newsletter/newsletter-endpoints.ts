import type { NewsletterPreview, NewsletterSend, NewsletterSummary, SubscriberPage, SubscriberStatus, TagType } from '@folio/contracts';
import { adminApi } from '../../api/api-slice';

const NEWSLETTER_URL = 'admin/newsletter';

/** Which subscribers a page of the Subscribers screen lists (GET /api/admin/newsletter/subscribers). */
export interface SubscriberListArgs {
  q: string;
  status: SubscriberStatus | null;
  persona: TagType | null;
  /** From 1. */
  page: number;
  pageSize: number;
}

/** The filters of a list call and of the CSV export, empty ones left out. */
export function subscriberFilterParams({ q, status, persona }: Pick<SubscriberListArgs, 'q' | 'status' | 'persona'>): Record<string, string> {
  return { ...(q ? { q } : {}), ...(status ? { status } : {}), ...(persona ? { persona } : {}) };
}

const SUMMARY = { type: 'Newsletter', id: 'SUMMARY' } as const;
const SUBSCRIBERS = { type: 'Newsletter', id: 'SUBSCRIBERS' } as const;
const previewTag = (postId: number) => ({ type: 'Newsletter' as const, id: `PREVIEW-${postId}` });
const sendTag = (id: number) => ({ type: 'Newsletter' as const, id: `SEND-${id}` });

/** The newsletter's calls: the owner's view of the subscribers, and a post sent by email. */
export const newsletterApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    getNewsletterSummary: build.query<NewsletterSummary, void>({
      query: () => `${NEWSLETTER_URL}/summary`,
      providesTags: [SUMMARY],
    }),
    listSubscribers: build.query<SubscriberPage, SubscriberListArgs>({
      query: (args) => ({ url: `${NEWSLETTER_URL}/subscribers`, params: { ...subscriberFilterParams(args), page: args.page, pageSize: args.pageSize } }),
      providesTags: [SUBSCRIBERS],
    }),
    /** Erasure: the address, its personas, its consent records and its place in any queue. */
    deleteSubscriber: build.mutation<void, number>({
      query: (id) => ({ url: `${NEWSLETTER_URL}/subscribers/${id}`, method: 'DELETE' }),
      invalidatesTags: (_result, error) => (error ? [] : [SUBSCRIBERS, SUMMARY]),
    }),
    getNewsletterPreview: build.query<NewsletterPreview, number>({
      query: (postId) => `${NEWSLETTER_URL}/posts/${postId}/preview`,
      providesTags: (_preview, _error, postId) => [previewTag(postId)],
      async onQueryStarted(_postId, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          // A post sent already: its progress shows at once, and is read again from there.
          if (data.alreadySent) dispatch(newsletterApi.util.upsertQueryData('getNewsletterSend', data.alreadySent.id, data.alreadySent));
        } catch {
          // The dialog says what failed.
        }
      },
      // The count of recipients changes as people subscribe: read afresh each time the dialog opens.
      keepUnusedDataFor: 0,
    }),
    sendNewsletterTest: build.mutation<{ sentTo: string }, number>({
      query: (postId) => ({ url: `${NEWSLETTER_URL}/posts/${postId}/test`, method: 'POST' }),
    }),
    sendNewsletter: build.mutation<NewsletterSend, number>({
      query: (postId) => ({ url: `${NEWSLETTER_URL}/posts/${postId}/send`, method: 'POST' }),
      async onQueryStarted(_postId, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          // The progress shows the new send at once, and reads it again from there.
          dispatch(newsletterApi.util.upsertQueryData('getNewsletterSend', data.id, data));
        } catch {
          // The dialog says what failed.
        }
      },
      // Sent or refused as sent already, the preview now names the send; either way the counts move.
      invalidatesTags: (_send, _error, postId) => [previewTag(postId), SUMMARY],
    }),
    getNewsletterSend: build.query<NewsletterSend, number>({
      query: (id) => `${NEWSLETTER_URL}/sends/${id}`,
      providesTags: (_send, _error, id) => [sendTag(id)],
    }),
  }),
});

export const {
  useGetNewsletterSummaryQuery,
  useListSubscribersQuery,
  useDeleteSubscriberMutation,
  useGetNewsletterPreviewQuery,
  useSendNewsletterTestMutation,
  useSendNewsletterMutation,
  useGetNewsletterSendQuery,
} = newsletterApi;
