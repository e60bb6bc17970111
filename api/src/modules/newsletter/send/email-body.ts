import sanitizeHtml from 'sanitize-html';
import { SAFE_SCHEMES, absoluteUrl } from './absolute-url.js';

/**
 * A post's body for an email, from the HTML a post page carries (the rendering server's, so the email
 * says exactly what the page says): email clients drop style sheets and classes, so each element takes
 * its look inline; every link and image is made absolute against the post's page; what only a browser
 * on the site uses (a heading's link to itself, code colours, responsive sources, a table's scroll
 * region) is unwrapped to its content. The accent colours links, quotes' bars and rules.
 */

/** The email's font stack, for its layout (post-email.ts) and its body alike. */
export const EMAIL_FONT = 'system-ui,-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif';
const MONO = 'ui-monospace,SFMono-Regular,Menlo,Consolas,monospace';

/** An element's inline style: CSS properties in camel case, as React writes them. */
type CSSProperties = Record<string, string | number>;

function stylesFor(accent: string): Record<string, CSSProperties> {
  const heading = (fontSize: string): CSSProperties => ({ fontFamily: EMAIL_FONT, fontSize, lineHeight: 1.3, margin: '28px 0 12px', color: '#111111' });
  return {
    h1: heading('26px'),
    h2: heading('22px'),
    h3: heading('19px'),
    h4: heading('17px'),
    h5: heading('16px'),
    h6: heading('15px'),
    p: { margin: '0 0 16px' },
    a: { color: accent, textDecoration: 'underline' },
    img: { maxWidth: '100%', height: 'auto', border: 0, display: 'block', margin: '16px 0' },
    blockquote: { margin: '0 0 16px', padding: '4px 16px', borderLeft: `4px solid ${accent}`, color: '#444444' },
    pre: { fontFamily: MONO, fontSize: '14px', lineHeight: 1.45, background: '#f4f4f5', padding: '12px', borderRadius: '4px', overflowX: 'auto', whiteSpace: 'pre', margin: '0 0 16px' },
    code: { fontFamily: MONO, fontSize: '14px', background: '#f4f4f5', borderRadius: '3px', padding: '1px 4px' },
    ul: { margin: '0 0 16px', paddingLeft: '24px' },
    ol: { margin: '0 0 16px', paddingLeft: '24px' },
    li: { margin: '0 0 6px' },
    hr: { border: 0, borderTop: `1px solid ${accent}`, margin: '24px 0' },
    table: { borderCollapse: 'collapse', margin: '0 0 16px', width: '100%' },
    th: { border: '1px solid #d4d4d8', padding: '6px 10px', textAlign: 'left', background: '#f4f4f5' },
    td: { border: '1px solid #d4d4d8', padding: '6px 10px' },
  };
}

/** Code inside a block takes the block's look, not a second grey box of its own. */
const CODE_IN_BLOCK: CSSProperties = { background: 'transparent', padding: 0, borderRadius: 0, fontSize: 'inherit' };

const cssName = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
const cssText = (style: CSSProperties) =>
  Object.entries(style)
    .map(([name, value]) => `${cssName(name)}:${String(value)}`)
    .join(';');

/** The only attributes an element keeps (besides its style); everything else (ids, classes, ARIA of the page's widgets) goes. */
const KEPT_ATTRIBUTES: Record<string, string[]> = {
  a: ['href', 'title'],
  img: ['src', 'alt', 'title', 'width', 'height'],
  ol: ['start'],
  th: ['align', 'colspan', 'rowspan'],
  td: ['align', 'colspan', 'rowspan'],
};
const PLAIN_TAGS = ['strong', 'em', 'del', 'sup', 'sub', 'br', 'thead', 'tbody', 'tr', 'span'];

/**
 * What the page's markup holds for the site alone, taken away before the elements are styled: a
 * heading's link to itself (its text stays; the renderer gives none to a heading that holds a link of
 * its own, so no other link is inside), and a task list's boxes, as the characters ☑ and ☐ (no email
 * client shows a form control). Renaming a tag inside sanitize-html would be simpler, but it then
 * closes the next element of the same depth with that name.
 */
const withoutSiteMarkup = (html: string) =>
  html
    .replace(/<a class="heading-anchor" href="[^"]*">([\s\S]*?)<\/a>/g, '$1')
    .replace(/<input\b[^>]*\btype="checkbox"[^>]*>/g, (box) => (/\schecked(=|\s|\/|>)/.test(box) ? '☑' : '☐'));

export function emailBody(pageBodyHtml: string, accent: string, pageUrl: string): string {
  const looks = stylesFor(accent);
  const styles = Object.fromEntries(Object.entries(looks).map(([tag, style]) => [tag, cssText(style)]));
  const codeInBlock = cssText({ ...looks.code, ...CODE_IN_BLOCK });
  const toAbsolute = absoluteUrl(pageUrl);
  const open: string[] = [];
  return sanitizeHtml(withoutSiteMarkup(pageBodyHtml), {
    allowedTags: [...Object.keys(styles), ...PLAIN_TAGS],
    allowedAttributes: { '*': ['style'], ...KEPT_ATTRIBUTES },
    allowedSchemes: [...SAFE_SCHEMES],
    onOpenTag: (tag) => open.push(tag),
    onCloseTag: () => void open.pop(),
    transformTags: {
      '*': (tag, attributes) => {
        // (Never a new tag name: see withoutSiteMarkup.)
        const kept: Record<string, string> = {};
        for (const name of KEPT_ATTRIBUTES[tag] ?? []) if (attributes[name] !== undefined) kept[name] = attributes[name];
        if (kept.href !== undefined) kept.href = toAbsolute(kept.href);
        if (kept.src !== undefined) kept.src = toAbsolute(kept.src);
        // onOpenTag has pushed this tag already: its parent is the one before.
        const style = tag === 'code' && open.at(-2) === 'pre' ? codeInBlock : styles[tag];
        if (style) kept.style = style;
        return { tagName: tag, attribs: kept };
      },
    },
  });
}
