import { Children, cloneElement, createElement, isValidElement, type CSSProperties, type ReactElement, type ReactNode } from 'react';
import Markdown, { defaultUrlTransform, type Components } from 'react-markdown';
import remarkGfm from 'remark-gfm';

/**
 * A post's markdown as email HTML elements: the libraries the site renders posts with (react-markdown,
 * remark-gfm), so the email says what the page says. Email clients drop style sheets, so every element
 * carries its look inline; raw HTML in the markdown stays out (react-markdown never runs it).
 */

const FONT = 'system-ui,-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif';
const MONO = 'ui-monospace,SFMono-Regular,Menlo,Consolas,monospace';

/** The inline look of each element; the accent colours links, quotes' bars and rules. */
function stylesFor(accent: string): Record<string, CSSProperties> {
  const heading = (fontSize: string): CSSProperties => ({ fontFamily: FONT, fontSize, lineHeight: 1.3, margin: '28px 0 12px', color: '#111111' });
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

type ElementProps = { node?: unknown; style?: CSSProperties; children?: ReactNode } & Record<string, unknown>;

/** Code inside a block takes the block's look, not a second grey box of its own. */
const CODE_IN_BLOCK: CSSProperties = { background: 'transparent', padding: 0, borderRadius: 0, fontSize: 'inherit' };

/** Each styled element as a component that drops react-markdown's `node` and sets its inline style. */
function emailComponents(accent: string): Components {
  const components: Record<string, (props: ElementProps) => ReactElement> = {};
  for (const [tag, style] of Object.entries(stylesFor(accent))) {
    components[tag] = ({ node: _node, style: own, children, ...props }: ElementProps) => {
      const inner =
        tag === 'pre'
          ? Children.map(children, (child) => (isValidElement<{ style?: CSSProperties }>(child) ? cloneElement(child, { style: CODE_IN_BLOCK }) : child))
          : children;
      return createElement(tag, { ...props, style: { ...style, ...own } }, inner);
    };
  }
  return components as Components;
}

/**
 * Every address made absolute against the post's page (root-relative `/media/…`, relative, `#fn-1`),
 * after react-markdown's own rule has dropped unsafe ones (javascript: and the like).
 */
export function absoluteUrl(base: string): (url: string) => string {
  return (url) => {
    const safe = defaultUrlTransform(url);
    if (!safe) return '';
    try {
      return new URL(safe, base).href;
    } catch {
      return '';
    }
  };
}

/** The body of a post as email elements, its links and images absolute against `pageUrl`. */
export function emailMarkdown(content: string, accent: string, pageUrl: string): ReactElement {
  return createElement(Markdown, { remarkPlugins: [remarkGfm], components: emailComponents(accent), urlTransform: absoluteUrl(pageUrl) }, content);
}
