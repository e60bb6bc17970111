import { RICH_TEXT_RULES } from '@folio/contracts';
import sanitizeHtml from 'sanitize-html';

/** Case-study HTML keeps formatting and links; scripts, styles, event handlers and javascript: URLs never survive. */
export const sanitizeRichText = (html: string) => sanitizeHtml(html, RICH_TEXT_RULES);

/** Sanitises the named string fields of a request body before it is validated. */
export function sanitizeFields(body: unknown, fields: readonly string[] | undefined): unknown {
  if (!fields || typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  const copy: Record<string, unknown> = { ...(body as Record<string, unknown>) };
  for (const field of fields) {
    if (typeof copy[field] === 'string') copy[field] = sanitizeRichText(copy[field] as string);
  }
  return copy;
}
