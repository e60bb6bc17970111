/** The contact inbox: its section (list, message, subjects editor), the unread count of its tab, and the notice while email to the owner is off. */
export { EmailOffNotice } from './email-off-notice';
export { InboxSection } from './inbox-section';
export { useUnreadMessages } from './use-unread-messages';
