/** Smooth unless the visitor asked for less motion. */
export function scrollBehavior(): ScrollBehavior {
  return globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';
}

/**
 * Scrolls to `#id` and moves keyboard focus there (sections carry tabIndex -1), so the next Tab
 * continues from the section. Returns false when the element is not on the page (yet).
 */
export function scrollToAnchor(id: string): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  target.scrollIntoView?.({ behavior: scrollBehavior(), block: 'start' });
  if (target.tabIndex >= -1 && target.hasAttribute('tabindex')) target.focus({ preventScroll: true });
  return true;
}
