// What other modules may use of messages: the owner's email (its transport, layout and text helpers), which the analytics digest shares.
export { escapeHtml, oneLine } from './mail/notification-email.js';
export { htmlEmail, ownerEmail, siteHost, type OwnerEmailSettings } from './mail/owner-email.js';
export { createSmtpTransport, type MailTransport } from './mail/smtp-transport.js';
