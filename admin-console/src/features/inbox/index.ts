/** The contact inbox: its section (list, message, subjects editor) and the unread count of its tab. */
export { InboxSection } from './inbox-section';
export { useUnreadMessages } from './use-unread-messages';
