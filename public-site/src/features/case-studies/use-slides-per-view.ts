import { useIsMobile, useMediaQuery } from '@folio/shared-ui';
import { CARD_COLUMNS, MEDIUM_QUERY } from './case-study-columns';

/**
 * The spec's carousel: 1 card per view on small screens, 2 at medium, 3 at large (never more than there are).
 * Chosen here rather than with react-slick's `responsive`, which only reacts to later resizes.
 */
export function useSlidesPerView(count: number): number {
  const small = useIsMobile();
  const medium = useMediaQuery(MEDIUM_QUERY);
  const perView = small ? 1 : medium ? CARD_COLUMNS.medium : CARD_COLUMNS.large;
  return Math.max(1, Math.min(perView, count));
}
