import { LIMITS } from '@folio/contracts';

/** Marks the header bar: `data-solid` says whether it is solid (features/layout/header.tsx). */
export const HEADER_ATTRIBUTE = 'data-site-header';

/**
 * The spec's header turns solid past 20 px of scroll (always on blog routes, where the server
 * writes it solid and marks it `data-always-solid`). A passive listener, read once a frame.
 */
export function enhanceHeader(root: ParentNode = document): void {
  const header = root.querySelector<HTMLElement>(`[${HEADER_ATTRIBUTE}]`);
  if (!header || header.hasAttribute('data-always-solid')) return;
  let queued = false;
  const update = () => {
    queued = false;
    header.dataset.solid = String(window.scrollY > LIMITS.headerSolidAfterPx);
  };
  update();
  window.addEventListener(
    'scroll',
    () => {
      if (queued) return;
      queued = true;
      window.requestAnimationFrame(update);
    },
    { passive: true },
  );
}
