/** The heading levels case-study HTML may use (the dialog's own headings are above them). */
export const RICH_TEXT_HEADING_LEVELS = [3, 4, 5] as const;

/** The link schemes case-study HTML may use; a path of the site (/blog/…) is allowed too. */
export const RICH_TEXT_LINK_SCHEMES = ['http', 'https', 'mailto'];

/**
 * What case-study HTML (description, challenge, solution, results) may hold, in sanitize-html's terms:
 * the API keeps these tags, attributes and schemes and removes everything else (scripts, styles,
 * event handlers, javascript: addresses), and the console's editor writes nothing else.
 */
export const RICH_TEXT_RULES = Object.freeze({
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'ul', 'ol', 'li', 'a', ...RICH_TEXT_HEADING_LEVELS.map((level) => `h${level}`), 'blockquote', 'code', 'pre', 'span'],
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'] },
  allowedSchemes: RICH_TEXT_LINK_SCHEMES,
  allowProtocolRelative: false,
  transformTags: {
    // A link that opens a new tab never hands the opened page a reference to this one.
    a: (tagName: string, attribs: Record<string, string>) => ({
      tagName,
      attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
  },
});
