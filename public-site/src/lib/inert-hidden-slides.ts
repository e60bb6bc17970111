/**
 * react-slick hides off-screen slides and its loop clones with aria-hidden but leaves their links
 * and buttons in the tab order; making them inert keeps keyboard focus on the visible slides.
 */
export function inertHiddenSlides(root: HTMLElement | null): void {
  if (!root) return;
  root.querySelectorAll<HTMLElement>('.slick-slide').forEach((slide) => {
    slide.inert = slide.getAttribute('aria-hidden') === 'true';
  });
}
