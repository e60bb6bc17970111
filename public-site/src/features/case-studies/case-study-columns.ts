import { gridColumnSizes } from '../../components/image-sizes';

/** The spec's cards per view: 3 on large screens, 2 at medium (up to this width), 1 on small screens. */
export const CARD_COLUMNS = { large: 3, medium: 2 } as const;
export const MEDIUM_MAX_PX = 1024;
export const MEDIUM_QUERY = `(max-width: ${MEDIUM_MAX_PX}px)`;
/** Between two cards, in the grid and in the carousel (half of it each side of a slide). */
export const CARD_GAP_REM = 1.5;

/** The card picture's `sizes` when `count` cards share the row: never more columns than cards. */
export function caseStudyImageSizes(count: number = CARD_COLUMNS.large): string {
  return gridColumnSizes({
    columns: Math.min(CARD_COLUMNS.large, count),
    gapRem: CARD_GAP_REM,
    narrower: [[MEDIUM_QUERY, Math.min(CARD_COLUMNS.medium, count)]],
  });
}
