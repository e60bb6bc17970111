import type { ContactForm as ContactFormAnswer, TagType } from '@folio/contracts';
import { configureStore } from '@reduxjs/toolkit';
import { useEffect, useState } from 'react';
import { Provider } from 'react-redux';
import { api } from '../../api/api';
import { contactApi } from './contact-api';
import { ContactForm } from './contact-form';
import type { ContactReply } from './contact-sent-panel';
import type { PostedContactForm } from './posted-form';

export interface ContactFormIslandProps {
  persona: TagType | null;
  /** The form (token and subjects) as the server loaded it; null when it could not (the island asks for it once live). */
  form: ContactFormAnswer | null;
  /** A form sent without JavaScript that did not go through, when the page answers it. */
  posted: PostedContactForm | null;
  /** The path and query of the page the form is on. */
  address: string;
  /** What the panel shown once a message arrived says of the reply (the owner's words and address). */
  reply?: ContactReply | null;
}

const seedForm = (persona: TagType | null, form: ContactFormAnswer) =>
  contactApi.util.upsertQueryEntries([{ endpointName: 'getContactForm', arg: persona, value: form }]);

/**
 * A store of the island's own, for what the form asks the API after the page has loaded (the send, a
 * fresh token): only the API slice, its cache starting with the server's form so that the first
 * render is the server's markup.
 */
function makeContactStore(persona: TagType | null, form: ContactFormAnswer | null) {
  const store = configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
  if (form) store.dispatch(seedForm(persona, form));
  return store;
}

/** The contact form as an island (islands/registry.ts): hydrated alone, from the props the server rendered it with. */
export function ContactFormIsland({ persona, form, posted, address, reply = null }: ContactFormIslandProps) {
  const [store] = useState(() => makeContactStore(persona, form));
  // Props change only where the island lives inside the whole app (the unit tests), as its form loads.
  useEffect(() => {
    if (form) store.dispatch(seedForm(persona, form));
  }, [store, persona, form]);
  return (
    <Provider store={store}>
      <ContactForm persona={persona} posted={posted} address={address} reply={reply} />
    </Provider>
  );
}
