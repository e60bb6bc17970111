import { DEFAULT_PRIMARY_COLOUR, PERSONA_TITLES, PRIMARY_COLOURS, postPath, type TagType } from '@folio/contracts';
import { createElement as h, type ReactElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { escapeHtml, oneLine, siteHost } from '../../messages/index.js';
import { absoluteUrl } from './absolute-url.js';
import { EMAIL_FONT, emailBody } from './email-body.js';
import { htmlToText } from './email-text.js';

/** What the email of a post is made from (a StoredPost has these). */
export type PostForEmail = { title: string; slug: string; content: string; featuredImagePath?: string | null };

/** An email as stored with its send: the same for every recipient until personalised. */
export type PostEmail = { subject: string; html: string; text: string };

/**
 * What each recipient's copy fills in: their unsubscribe link and why they get it. The marks are
 * plain text that neither React nor markdown changes; rendering escapes everything else, and the
 * values are escaped for the HTML part when filled in.
 */
export const RECIPIENT_MARKS = { unsubscribeUrl: '[[folio:unsubscribe-url]]', reason: '[[folio:reason]]' } as const;

export const READ_ON_SITE = 'Read it on the site';
export const UNSUBSCRIBE = 'Unsubscribe';


/** The accent of the email: the post's first persona's colour, else the site's default. */
export const accentOf = (personas: readonly TagType[]): string => (personas[0] ? PRIMARY_COLOURS[personas[0]] : DEFAULT_PRIMARY_COLOUR);

const titles = (personas: readonly TagType[]) => {
  const names = personas.map((persona) => PERSONA_TITLES[persona]);
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
};

/**
 * Why a recipient gets the email: the personas of the post they follow (all they follow for a post
 * for no persona in particular), on the site's host.
 */
export function reasonFor(follows: readonly TagType[], postPersonas: readonly TagType[], siteUrl: string): string {
  const relevant = postPersonas.length > 0 ? follows.filter((persona) => postPersonas.includes(persona)) : follows;
  const host = siteHost(siteUrl);
  return relevant.length > 0 ? `You get this email because you follow ${titles(relevant)} on ${host}.` : `You get this email because you subscribed to new posts on ${host}.`;
}

/**
 * The email of a post: subject the post's title; HTML the post's body as its page carries it
 * (`bodyHtml`, from the rendering server: rendered-body.ts) made fit for email (email-body.ts), in a simple layout with inline styles and the persona's accent, every link and image absolute;
 * a plain-text part saying the same. Each recipient's unsubscribe link and reason are marks
 * (RECIPIENT_MARKS) that personalise() fills. No tracking pixel, no rewritten link.
 */
export function renderPostEmail(post: PostForEmail, bodyHtml: string, personas: readonly TagType[], siteUrl: string): PostEmail {
  const site = siteUrl.replace(/\/+$/, '');
  const pageUrl = `${site}${postPath(post.slug)}`;
  const accent = accentOf(personas);
  const subject = oneLine(post.title);
  const image = post.featuredImagePath ? absoluteUrl(pageUrl)(post.featuredImagePath) : '';
  const label = personas.length > 0 ? titles(personas) : siteHost(site);

  const body = emailBody(bodyHtml, accent, pageUrl);
  const page = layout({
    subject,
    accent,
    label,
    image,
    body: h('div', { dangerouslySetInnerHTML: { __html: body } }),
    pageUrl,
  });
  const html = `<!doctype html>\n${staticMarkup(page)}\n`;

  const text = [
    subject,
    '='.repeat(Math.min(subject.length, 60)),
    '',
    htmlToText(body),
    '',
    `${READ_ON_SITE}: ${pageUrl}`,
    '',
    '-- ',
    RECIPIENT_MARKS.reason,
    `${UNSUBSCRIBE}: ${RECIPIENT_MARKS.unsubscribeUrl}`,
    '',
  ].join('\n');
  return { subject, html, text };
}

/**
 * React's HTML without the `<link rel="preload">` it adds for each image: a hint for browsers that an
 * email has no use for. (Text from the post is escaped, so no such tag can come from it.)
 */
const staticMarkup = (element: ReactElement) => renderToStaticMarkup(element).replace(/<link rel="preload"[^>]*>/g, '');

type Layout = { subject: string; accent: string; label: string; image: string; body: ReactNode; pageUrl: string };

function layout({ subject, accent, label, image, body, pageUrl }: Layout) {
  return h(
    'html',
    { lang: 'en' },
    h('head', null, h('meta', { charSet: 'utf-8' }), h('meta', { name: 'viewport', content: 'width=device-width, initial-scale=1' }), h('title', null, subject)),
    h(
      'body',
      { style: { margin: 0, padding: 0, background: '#f4f4f5' } },
      h(
        'div',
        { style: { maxWidth: '640px', margin: '0 auto', padding: '24px 28px', background: '#ffffff', borderTop: `4px solid ${accent}`, fontFamily: EMAIL_FONT, fontSize: '16px', lineHeight: 1.6, color: '#1a1a1a' } },
        h('p', { style: { margin: '0 0 8px', color: accent, fontSize: '13px', fontWeight: 600, letterSpacing: '0.04em', textTransform: 'uppercase' } }, label),
        h('h1', { style: { margin: '0 0 20px', fontSize: '28px', lineHeight: 1.25, color: '#111111' } }, subject),
        image ? h('img', { src: image, alt: '', style: { maxWidth: '100%', height: 'auto', border: 0, display: 'block', margin: '0 0 20px' } }) : null,
        body,
        h(
          'p',
          { style: { margin: '28px 0' } },
          h('a', { href: pageUrl, style: { display: 'inline-block', background: accent, color: '#ffffff', fontWeight: 600, padding: '10px 18px', borderRadius: '4px', textDecoration: 'none' } }, READ_ON_SITE),
        ),
        h(
          'p',
          { style: { margin: '24px 0 0', paddingTop: '16px', borderTop: '1px solid #e4e4e7', fontSize: '13px', color: '#52525b' } },
          RECIPIENT_MARKS.reason,
          ' ',
          h('a', { href: RECIPIENT_MARKS.unsubscribeUrl, style: { color: '#52525b', textDecoration: 'underline' } }, UNSUBSCRIBE),
        ),
      ),
    ),
  );
}

/** One recipient's copy: their unsubscribe link and reason filled in (escaped for the HTML part). */
export function personalise(email: PostEmail, recipient: { unsubscribeUrl: string; reason: string }): PostEmail {
  const fill = (content: string, escape: (value: string) => string) =>
    content.split(RECIPIENT_MARKS.unsubscribeUrl).join(escape(recipient.unsubscribeUrl)).split(RECIPIENT_MARKS.reason).join(escape(recipient.reason));
  return { subject: email.subject, html: fill(email.html, escapeHtml), text: fill(email.text, (value) => value) };
}
