import createDOMPurify, { type DOMPurify } from 'dompurify';
import { jsdomOnDemand } from '../../jsdom-on-demand.js';

let purifier: DOMPurify | null = null;
const purifierOnDemand = (): DOMPurify => (purifier ??= createDOMPurify(new (jsdomOnDemand().JSDOM)('').window));

const LINK_ATTRIBUTES = new Set(['href', 'xlink:href', 'src']);
/**
 * A CSS reference to anything but a fragment of the image itself: url(http…), url(data…), @import,
 * image-set("…") (which loads a bare string). Checked in <style>, in style= and in every other
 * attribute (presentation attributes such as fill= are CSS values too).
 */
const EXTERNAL_CSS = /@import|url\(\s*['"]?\s*(?!#)|image-set\s*\(/i;
/**
 * Any backslash in CSS is refused: an escape (`u\72l(`, `\@import`) spells a word the checks above
 * would not see, and an SVG image has no need of one.
 */
const CSS_ESCAPE = /\\/;
/**
 * SVG animation elements: `<set attributeName="href" to="javascript:…">` or `<animate>` can change an
 * attribute after the checks, so an image that holds one is refused (DOMPurify would only drop some
 * of them, silently), by the name the author wrote.
 */
const ANIMATION_ELEMENTS = new Map(
  ['set', 'animate', 'animateMotion', 'animateTransform', 'animateColor', 'discard'].map((name) => [name.toLowerCase(), name]),
);

export type SanitisedSvg = { ok: true; svg: string } | { ok: false; found: string[] };

/**
 * An uploaded SVG is served from the site's own origin, where a script in it would run with the
 * owner's session. DOMPurify keeps only SVG elements and attributes; on top of that, a link may only
 * point inside the image (`#id`), CSS may not load anything nor hold an escape, and nothing may be
 * animated. An image that held a script, an event handler, an external reference, a CSS escape or an
 * animation element is refused rather than stored altered (the owner would not know
 * what changed); one with only harmless leftovers (comments, metadata) is stored cleaned.
 */
export function sanitiseSvg(text: string): SanitisedSvg {
  const found = new Set<string>();
  const purify = purifierOnDemand();
  purify.addHook('uponSanitizeAttribute', (_node, data) => {
    const name = data.attrName.toLowerCase();
    if (name.startsWith('on')) found.add('an event handler');
    if (LINK_ATTRIBUTES.has(name) && !data.attrValue.trim().startsWith('#')) {
      found.add('an external reference');
      data.keepAttr = false;
    }
    if (EXTERNAL_CSS.test(data.attrValue)) {
      found.add('an external reference');
      data.keepAttr = false;
    }
    if (CSS_ESCAPE.test(data.attrValue)) {
      found.add('a CSS escape (a backslash)');
      data.keepAttr = false;
    }
  });
  purify.addHook('uponSanitizeElement', (node, data) => {
    if (data.tagName === 'script') found.add('a script');
    if (data.tagName === 'foreignobject' || data.tagName === 'iframe' || data.tagName === 'embed' || data.tagName === 'object') found.add(`a <${data.tagName}> element`);
    if (data.tagName === 'style' && EXTERNAL_CSS.test(node.textContent ?? '')) found.add('an external reference');
    if (data.tagName === 'style' && CSS_ESCAPE.test(node.textContent ?? '')) found.add('a CSS escape (a backslash)');
    const animation = ANIMATION_ELEMENTS.get(data.tagName.toLowerCase());
    if (animation) found.add(`an animation element (<${animation}>)`);
  });
  try {
    const svg = purify.sanitize(text, { USE_PROFILES: { svg: true, svgFilters: true } });
    if (found.size > 0) return { ok: false, found: [...found] };
    if (!/^<svg[\s>]/i.test(svg)) return { ok: false, found: ['no <svg> image'] };
    return { ok: true, svg: `<?xml version="1.0" encoding="UTF-8"?>\n${svg}` };
  } finally {
    purify.removeAllHooks();
  }
}
