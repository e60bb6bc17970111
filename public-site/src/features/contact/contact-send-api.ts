import type { ContactMessageInput, ContactReceipt } from '@folio/contracts';
import { api } from '../../api/api';

/** How long the browser waits for a message to be received before saying it could not be sent (the same key makes a resend safe). */
export const CONTACT_SEND_TIMEOUT_MS = 20_000;

/** The send (POST /api/contact/messages), in the contact form island's chunk: nothing but the form needs it. */
export const contactSendApi = api.injectEndpoints({
  endpoints: (build) => ({
    sendContactMessage: build.mutation<ContactReceipt, ContactMessageInput>({
      query: (body) => ({ url: 'contact/messages', method: 'POST', body, timeout: CONTACT_SEND_TIMEOUT_MS }),
    }),
  }),
});

export const { useSendContactMessageMutation } = contactSendApi;
