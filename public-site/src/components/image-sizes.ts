import { theme } from '@folio/shared-ui';
import { CONTAINER_REM } from './layout-primitives';

/**
 * Builders of `sizes` attributes: an image slot's CSS width at each breakpoint (the first condition
 * that holds wins; the last width has none), so the browser fetches the narrowest variant that fills
 * the slot. Lengths in rem and vw as in the CSS they follow: in `sizes` a rem is the browser's default
 * font size, as it is in the site's CSS, which never changes the root's.
 */
export type SlotWidths = readonly (readonly [condition: string, width: string])[];

export const sizesOf = (widths: SlotWidths, otherwise: string): string =>
  [...widths.map(([condition, width]) => `${condition} ${width}`), otherwise].join(', ');

/** Rounded up, so a slot is never said to be narrower than it is. */
export const rem = (value: number) => `${Math.ceil(value * 100) / 100}rem`;

/** The content column (Container): its width on small screens and while it grows with the window, as calc() terms. */
export const PAGE_COLUMN = {
  mobile: `100vw - ${CONTAINER_REM.mobileMargins}rem`,
  growing: `100vw - ${CONTAINER_REM.margins}rem`,
  /** The window widths where it still grows; past them it is CONTAINER_REM.widest wide. */
  growingUntil: `(max-width: ${CONTAINER_REM.widest + CONTAINER_REM.margins}rem)`,
} as const;

interface GridColumns {
  /** Columns on wide screens. */
  columns: number;
  gapRem: number;
  mobileColumns?: number;
  /** Fewer columns where a condition (a max-width between the mobile breakpoint and the widest column) holds. */
  narrower?: readonly (readonly [condition: string, columns: number])[];
}

/** One column's width in a grid of equal columns `gapRem` apart across the content column. */
export function gridColumnSizes({ columns, gapRem, mobileColumns = 1, narrower = [] }: GridColumns): string {
  const share = (width: string, count: number) => (count === 1 ? `calc(${width})` : `calc((${width} - ${(count - 1) * gapRem}rem) / ${count})`);
  return sizesOf(
    [
      [theme.media.mobile, share(PAGE_COLUMN.mobile, mobileColumns)],
      ...narrower.map(([condition, count]) => [condition, share(PAGE_COLUMN.growing, count)] as const),
      [PAGE_COLUMN.growingUntil, share(PAGE_COLUMN.growing, columns)],
    ],
    rem((CONTAINER_REM.widest - (columns - 1) * gapRem) / columns),
  );
}
