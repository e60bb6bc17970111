/** The images still to try when an image fails, in turn (components/content-image.tsx). */
const FALLBACKS_ATTRIBUTE = 'data-fallbacks';

/** An image of the server's page: one in an island (islands/island.tsx's element, not imported: it brings React) is React's, with its own onLoad and onError. */
const pageImage = (target: EventTarget | null): target is HTMLImageElement =>
  target instanceof HTMLImageElement && !target.closest('folio-island');

/** Loaded, or shown as the last stand-in: its blurred placeholder goes, as React's onLoad does. */
function dropPlaceholder(img: HTMLImageElement): void {
  for (const property of ['background-image', 'background-size', 'background-position', 'background-repeat']) img.style.removeProperty(property);
}

/** The next stand-in, as a plain image: the picture's variants were the failed image's. */
function fallBack(img: HTMLImageElement): void {
  let rest: unknown;
  try {
    rest = JSON.parse(img.getAttribute(FALLBACKS_ATTRIBUTE) ?? '[]');
  } catch {
    return;
  }
  if (!Array.isArray(rest) || typeof rest[0] !== 'string') return;
  const [next, ...more] = rest as string[];
  if (more.length > 0) img.setAttribute(FALLBACKS_ATTRIBUTE, JSON.stringify(more));
  else img.removeAttribute(FALLBACKS_ATTRIBUTE);
  img.closest('picture')?.querySelectorAll('source').forEach((source) => source.remove());
  dropPlaceholder(img);
  img.src = next!;
}

/**
 * The spec's image fallbacks on the server's page: an image that fails shows the next of its
 * stand-ins (`data-fallbacks`), and one that loads loses its placeholder. Load and error events do
 * not bubble, so they are heard on their way down; an image that failed or loaded before the script
 * ran is seen at once.
 */
export function enhanceImageFallbacks(root: Document = document): void {
  root.addEventListener(
    'error',
    (event) => {
      if (pageImage(event.target) && event.target.hasAttribute(FALLBACKS_ATTRIBUTE)) fallBack(event.target);
    },
    true,
  );
  root.addEventListener(
    'load',
    (event) => {
      if (pageImage(event.target)) dropPlaceholder(event.target);
    },
    true,
  );
  for (const img of root.querySelectorAll('img')) {
    if (!pageImage(img) || !img.complete || !img.getAttribute('src') || typeof img.decode !== 'function') continue;
    // decode() fails for a broken image (naturalWidth cannot tell: an SVG without a size has none).
    img.decode().then(
      () => dropPlaceholder(img),
      () => {
        if (img.hasAttribute(FALLBACKS_ATTRIBUTE)) fallBack(img);
      },
    );
  }
}
