import { isEmailAddress, PERSONA_TITLES, TAG_TYPES, type ContactMessage, type TagType } from '@folio/contracts';
import type { SendMailOptions } from 'nodemailer';
import { htmlEmail, ownerEmail, siteHost, type OwnerEmailSettings } from './owner-email.js';

/** What the owner's email says about one message (the visitor's values as stored; the persona as the column holds it). */
export type NotifiedMessage = Pick<ContactMessage, 'id' | 'name' | 'email' | 'subject' | 'message' | 'page' | 'receivedAt'> & { persona: string | null };
export type NotificationSettings = OwnerEmailSettings;

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
/** Text for HTML, in element content and in quoted attribute values alike. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (character) => ENTITIES[character] ?? character);

const isControl = (code: number) => code < 0x20 || code === 0x7f || (code >= 0x80 && code < 0xa0) || code === 0x2028 || code === 0x2029;
/** One line: control characters (CR, LF, tab…) become spaces, runs of spaces one. The form refuses them; this holds for any row. */
export const oneLine = (text: string): string =>
  [...text]
    .map((character) => (isControl(character.codePointAt(0) ?? 0) ? ' ' : character))
    .join('')
    .replace(/ {2,}/g, ' ')
    .trim();

const isTagType = (value: string | null): value is TagType => value !== null && (TAG_TYPES as readonly string[]).includes(value);
const personaTitle = (persona: string | null): string | null => (isTagType(persona) ? PERSONA_TITLES[persona] : persona ? oneLine(persona) : null);

/**
 * The page the form was on, as an address on this site: only a path (one leading `/`, no spaces or
 * control characters) is linked; anything else the form sent is shown as text.
 */
function pageAddress(page: string | null, siteUrl: string): string | null {
  if (!page || !page.startsWith('/') || page.startsWith('//') || /\s/.test(page) || oneLine(page) !== page) return null;
  return `${siteUrl}${page}`;
}

const received = (iso: string) => `${iso.slice(0, 16).replace('T', ' ')} UTC`;

/** The subject line: `New message from <name> — <persona title> (<subject>)`, on one line. */
export function notificationSubject(message: Pick<NotifiedMessage, 'name' | 'persona' | 'subject'>): string {
  const title = personaTitle(message.persona);
  const subject = message.subject ? oneLine(message.subject) : '';
  return `New message from ${oneLine(message.name)}${title ? ` — ${title}` : ''}${subject ? ` (${subject})` : ''}`;
}

/**
 * The owner's email about one message: to the owner, from the configured sender, `Reply-To` the
 * visitor as nodemailer's address object (the name is encoded as a name, so quotes, commas or line
 * breaks in it can add no header and no recipient), and an envelope that names the owner alone.
 * Text and HTML say the same; every value the visitor chose is escaped in the HTML. The Message-ID
 * is the message's own, so a copy sent twice (a lease lost mid-send) reads as one in most clients.
 */
export function composeNotification(message: NotifiedMessage, settings: NotificationSettings): SendMailOptions {
  const name = oneLine(message.name) || message.email;
  const subject = message.subject ? oneLine(message.subject) : null;
  const persona = personaTitle(message.persona);
  const page = pageAddress(message.page, settings.siteUrl);
  const pageText = page ?? (message.page ? oneLine(message.page) : null);
  const inbox = `${settings.siteUrl}/admin/inbox/${message.id}`;
  const body = message.message.replace(/\r\n?/g, '\n');
  const replyable = isEmailAddress(message.email);

  const rows: Array<[string, string | null]> = [
    ['Name', name],
    ['Email', message.email],
    ['Subject', subject],
    ['Persona', persona],
    ['Page', pageText],
    ['Received', received(message.receivedAt)],
  ];
  const text = [
    `New message through the contact form of ${settings.siteUrl}`,
    '',
    ...rows.filter(([, value]) => value !== null).map(([label, value]) => `${`${label}:`.padEnd(10)}${value}`),
    '',
    'Message:',
    body,
    '',
    `Open it in the console: ${inbox}`,
    replyable ? `Reply to this email to answer ${name}.` : 'The sender gave no address a reply can go to.',
    '',
  ].join('\n');

  const cell = (label: string, value: string | null): string => {
    if (value === null) return '';
    let content = escapeHtml(value);
    if (label === 'Email' && replyable) content = `<a href="mailto:${escapeHtml(message.email)}">${content}</a>`;
    if (label === 'Page' && page) content = `<a href="${escapeHtml(page)}">${content}</a>`;
    return `<tr><th align="left" valign="top" style="padding:2px 12px 2px 0">${label}</th><td style="padding:2px 0">${content}</td></tr>\n`;
  };
  const html = htmlEmail([
    `<p>New message through the contact form of <a href="${escapeHtml(settings.siteUrl)}">${escapeHtml(settings.siteUrl)}</a></p>`,
    `<table role="presentation" cellspacing="0" cellpadding="0">\n${rows.map(([label, value]) => cell(label, value)).join('')}</table>`,
    `<div style="margin:16px 0;padding:12px 16px;border-left:3px solid #999;background:#f6f6f6">${body.split('\n').map(escapeHtml).join('<br>\n')}</div>`,
    `<p><a href="${escapeHtml(inbox)}">Open it in the console</a></p>`,
    `<p>${replyable ? `Reply to this email to answer ${escapeHtml(name)}.` : 'The sender gave no address a reply can go to.'}</p>`,
  ]);

  return ownerEmail(settings, {
    ...(replyable ? { replyTo: { name, address: message.email } } : {}),
    subject: notificationSubject(message),
    text,
    html,
    messageId: `<contact-${message.id}.${Date.parse(message.receivedAt) || 0}@${siteHost(settings.siteUrl)}>`,
  });
}
