import {
  MESSAGE_PAGE_SIZE,
  type ContactMessage,
  type ContactSubjects,
  type MessageChange,
  type MessageFolder,
  type MessageList,
  type MessageSummary,
  type TagType,
} from '@folio/contracts';
import { adminApi } from '../../api/api-slice';

const MESSAGES_URL = 'admin/messages';
const SUBJECTS_URL = 'admin/contact/subjects';

/** Which messages a page of the inbox lists (GET /api/admin/messages). */
export interface MessageListArgs {
  folder: MessageFolder;
  unread: boolean;
  persona: TagType | null;
  subject: string | null;
  q: string;
  /** From 1. */
  page: number;
}

/** Every list of messages (any folder or filter) and the summary: a read, a move, a delete or an Undo changes them. */
const LIST = { type: 'Messages', id: 'LIST' } as const;
const SUMMARY = { type: 'Messages', id: 'SUMMARY' } as const;
const SUBJECTS = { type: 'ContactSubjects', id: 'LIST' } as const;
const messageTag = (id: number) => ({ type: 'Messages' as const, id });

/** The query of a list call: empty filters are left out. */
export function listParams({ folder, unread, persona, subject, q, page }: MessageListArgs): Record<string, string | number> {
  return {
    folder,
    ...(unread ? { unread: 'true' } : {}),
    ...(persona ? { persona } : {}),
    ...(subject ? { subject } : {}),
    ...(q ? { q } : {}),
    page,
    pageSize: MESSAGE_PAGE_SIZE,
  };
}

/** The contact inbox's calls (docs/leads.md): its lists, summary and messages, and the form's subject lists. */
export const inboxApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    listMessages: build.query<MessageList, MessageListArgs>({
      query: (args) => ({ url: MESSAGES_URL, params: listParams(args) }),
      providesTags: (list) => [LIST, ...(list?.items ?? []).map((item) => messageTag(item.id))],
    }),
    /** The unread count of the Inbox tab and the leads each persona brought. */
    getMessageSummary: build.query<MessageSummary, void>({
      query: () => `${MESSAGES_URL}/summary`,
      providesTags: [SUMMARY],
    }),
    getMessage: build.query<ContactMessage, number>({
      query: (id) => `${MESSAGES_URL}/${id}`,
      providesTags: (_message, _error, id) => [messageTag(id)],
    }),
    /** Read or unread, another folder, replied or not, its note: the answer is the message as it now is. */
    updateMessage: build.mutation<ContactMessage, { id: number; change: MessageChange }>({
      query: ({ id, change }) => ({ url: `${MESSAGES_URL}/${id}`, method: 'PATCH', body: change }),
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          // The message open shows its new state at once, without reading it again.
          dispatch(inboxApi.util.updateQueryData('getMessage', id, () => data));
        } catch {
          // The caller says what failed.
        }
      },
      invalidatesTags: (_message, error) => (error ? [] : [LIST, SUMMARY]),
    }),
    /**
     * The API keeps the message whole, for Undo (restoreMessage). Its own entry is left alone: the
     * message is still on screen while the console goes back to the list, and reading it again would
     * only answer 404; a message is read afresh whenever it is opened (message-view.tsx).
     */
    deleteMessage: build.mutation<void, number>({
      query: (id) => ({ url: `${MESSAGES_URL}/${id}`, method: 'DELETE' }),
      invalidatesTags: (_result, error) => (error ? [] : [LIST, SUMMARY]),
    }),
    /** The Undo of a delete: the message back as it was (folder, read, notification). */
    restoreMessage: build.mutation<ContactMessage, number>({
      query: (id) => ({ url: `${MESSAGES_URL}/${id}/restore`, method: 'POST' }),
      invalidatesTags: (_message, error, id) => (error ? [] : [LIST, SUMMARY, messageTag(id)]),
    }),
    getContactSubjects: build.query<ContactSubjects, void>({
      query: () => SUBJECTS_URL,
      providesTags: [SUBJECTS],
    }),
    updateContactSubjects: build.mutation<ContactSubjects, ContactSubjects>({
      query: (body) => ({ url: SUBJECTS_URL, method: 'PUT', body }),
      invalidatesTags: (_subjects, error) => (error ? [] : [SUBJECTS]),
    }),
  }),
});

export const {
  useListMessagesQuery,
  useGetMessageSummaryQuery,
  useGetMessageQuery,
  useUpdateMessageMutation,
  useDeleteMessageMutation,
  useRestoreMessageMutation,
  useGetContactSubjectsQuery,
  useUpdateContactSubjectsMutation,
} = inboxApi;
