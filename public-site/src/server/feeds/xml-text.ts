/**
 * Text made safe for XML 1.0: characters XML cannot carry at all (most control characters, lone
 * surrogates, U+FFFE/U+FFFF) are dropped, since no escape makes them legal and one would break the
 * whole feed for every reader.
 */
const NOT_XML_CHARACTER = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

export const xmlCharacters = (text: string) => text.replace(NOT_XML_CHARACTER, '');

export const escapeXml = (text: string) => xmlCharacters(text).replace(/[&<>"']/g, (character) => ENTITIES[character] ?? character);

/** A CDATA section; a `]]>` inside is split across two sections so it cannot close the first early. */
export const cdata = (text: string) => `<![CDATA[${xmlCharacters(text).replaceAll(']]>', ']]]]><![CDATA[>')}]]>`;

const dateOf = (value: string | null | undefined): Date | null => {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** W3C Datetime (the sitemap's lastmod): 2026-03-04T10:00:00Z. */
export const w3cDate = (value: string | null | undefined) => dateOf(value)?.toISOString().replace(/\.\d{3}Z$/, 'Z') ?? null;

/** RFC 822 as RSS wants it: Wed, 04 Mar 2026 10:00:00 GMT. */
export const rfc822Date = (value: string | Date | null | undefined) =>
  (value instanceof Date ? value : dateOf(value))?.toUTCString() ?? null;

/** Milliseconds since the epoch for sorting, or -Infinity for a missing or unreadable date. */
export const timeOf = (value: string | null | undefined) => dateOf(value)?.getTime() ?? -Infinity;
