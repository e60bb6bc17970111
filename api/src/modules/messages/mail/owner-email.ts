import type { SendMailOptions } from 'nodemailer';

/** Who the site's emails to the owner come from and go to (the contact notification, the weekly digest). */
export type OwnerEmailSettings = { notifyTo: string; from: string; siteUrl: string };

/** The site's host, for message ids and subjects. */
export const siteHost = (siteUrl: string): string => new URL(siteUrl).hostname || 'folio.invalid';

/** An email's HTML document around `lines` (each already escaped), in the look every email of the site shares. */
export const htmlEmail = (lines: string[]): string =>
  [
    '<!doctype html>',
    '<html><head><meta charset="utf-8"></head>',
    '<body style="font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;font-size:15px;line-height:1.5;color:#1a1a1a">',
    ...lines,
    '</body></html>',
    '',
  ].join('\n');

/**
 * An email from the site to its owner. Automatic: auto-replies (out of office) leave it alone, so none
 * goes to a visitor; and nodemailer may read no file or address named in it.
 */
export function ownerEmail(settings: OwnerEmailSettings, content: Pick<SendMailOptions, 'subject' | 'text' | 'html' | 'messageId' | 'replyTo'>): SendMailOptions {
  return {
    from: settings.from,
    to: settings.notifyTo,
    envelope: { from: settings.from, to: [settings.notifyTo] },
    ...content,
    headers: { 'Auto-Submitted': 'auto-generated', 'X-Auto-Response-Suppress': 'All' },
    disableFileAccess: true,
    disableUrlAccess: true,
  };
}
