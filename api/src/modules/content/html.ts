import sanitizeHtml from 'sanitize-html';

/** Case-study HTML keeps formatting and links; scripts, styles, event handlers and javascript: URLs never survive. */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'ul', 'ol', 'li', 'a', 'h3', 'h4', 'h5', 'blockquote', 'code', 'pre', 'span'],
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
  },
};

export const sanitizeRichText = (html: string) => sanitizeHtml(html, OPTIONS);

/** Sanitises the named string fields of a request body before it is validated. */
export function sanitizeFields(body: unknown, fields: readonly string[] | undefined): unknown {
  if (!fields || typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  const copy: Record<string, unknown> = { ...(body as Record<string, unknown>) };
  for (const field of fields) {
    if (typeof copy[field] === 'string') copy[field] = sanitizeRichText(copy[field] as string);
  }
  return copy;
}
