import { NEWSLETTER_LIMITS, PERSONA_TITLES, type TagType } from '@folio/contracts';
import type { SendMailOptions } from 'nodemailer';
import { escapeHtml, htmlEmail, siteHost } from '../messages/index.js';

export type ConfirmationEmail = {
  to: string;
  consentId: number;
  token: string;
  personas: TagType[];
  wording: string;
  /** The address follows posts already: the link adds these personas. */
  subscribedAlready: boolean;
};

export type ConfirmationSettings = { from: string; siteUrl: string };

/** The page that confirms (the public site's), with the token in its path. */
export const confirmationLink = (siteUrl: string, token: string) => `${siteUrl.replace(/\/+$/, '')}/subscribe/confirm/${encodeURIComponent(token)}`;

const listOf = (names: string[]) => (names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`);

/**
 * The double opt-in email: to the address given, from CONTACT_FROM, with the link that confirms (valid
 * 48 hours) and the words the visitor agreed to. Text and HTML say the same; every value is escaped in
 * the HTML. It carries no List-Unsubscribe: nothing more is sent unless the link is followed.
 */
export function composeConfirmation(mail: ConfirmationEmail, settings: ConfirmationSettings): SendMailOptions {
  const host = siteHost(settings.siteUrl);
  const link = confirmationLink(settings.siteUrl, mail.token);
  const personas = listOf(mail.personas.map((persona) => PERSONA_TITLES[persona]));
  const hours = NEWSLETTER_LIMITS.confirmHours;
  const opening = mail.subscribedAlready
    ? `This address already gets new posts from ${host} by email. To follow ${personas} as well, confirm with the link below.`
    : `Please confirm that you want new posts from ${host} by email, for ${personas}.`;
  const ignore = mail.subscribedAlready
    ? 'If you did not ask for this, ignore this email: nothing changes.'
    : 'If you did not ask for this, ignore this email: nothing more will be sent.';
  const agreed = `What you agreed to: "${mail.wording}"`;

  const text = [opening, '', `Confirm: ${link}`, '', `The link works for ${hours} hours. ${ignore}`, '', agreed, ''].join('\n');
  const html = htmlEmail([
    `<p>${escapeHtml(opening)}</p>`,
    `<p><a href="${escapeHtml(link)}">Confirm my subscription</a></p>`,
    `<p>Or open this address: ${escapeHtml(link)}</p>`,
    `<p>The link works for ${hours} hours. ${escapeHtml(ignore)}</p>`,
    `<p style="color:#555">${escapeHtml(agreed)}</p>`,
  ]);
  return {
    from: settings.from,
    to: mail.to,
    envelope: { from: settings.from, to: [mail.to] },
    subject: `Confirm your subscription to ${host}`,
    text,
    html,
    messageId: `<newsletter-confirm-${mail.consentId}@${host}>`,
    // Automatic: out-of-office replies leave it alone.
    headers: { 'Auto-Submitted': 'auto-generated', 'X-Auto-Response-Suppress': 'All' },
    disableFileAccess: true,
    disableUrlAccess: true,
  };
}
