// What other modules may use of messages: the owner's email (its transport, layout and text helpers), which the analytics digest shares.
export { escapeHtml, oneLine } from './mail/notification-email.js';
export { htmlEmail, ownerEmail, siteHost, type OwnerEmailSettings } from './mail/owner-email.js';
export { createSmtpTransport, type MailTransport } from './mail/smtp-transport.js';
// What the newsletter's subscribe form shares with the contact form: the signed form token, the key a sender's network is counted under, and the SMTP error's safe wording.
export { contactKey } from './contact-key.js';
export { checkFormToken, signFormToken } from './form-token.js';
export { SMTP_TIMEOUTS, describeSmtpError, isPermanentSmtpFailure } from './mail/smtp-transport.js';
export { defaultBackoff } from './mail/outbox.js';
