import { MEDIA_WIDTHS, mediaVariants, parseMediaPath, type MediaContentType, type MediaItem } from '@folio/contracts';

/** The variant width a thumbnail uses: the narrowest the library makes. */
const THUMBNAIL_WIDTH = MEDIA_WIDTHS[0];

/** A library image's thumbnail: its 320 px WebP variant, else its smallest WebP, else the image itself (GIF, SVG, small images). */
export function thumbnailOf(item: Pick<MediaItem, 'path' | 'variants'>): string {
  const webp = item.variants.filter((variant) => variant.format === 'webp');
  const exact = webp.find((variant) => variant.width === THUMBNAIL_WIDTH);
  if (exact) return exact.path;
  const smallest = webp.reduce<(typeof webp)[number] | undefined>((best, variant) => (!best || variant.width < best.width ? variant : best), undefined);
  return smallest?.path ?? item.path;
}

/** The thumbnail of any image address: a library image's read from its name (no call needed), anything else the address itself. */
export function thumbnailOfPath(path: string): string {
  const name = parseMediaPath(path);
  return name ? thumbnailOf({ path, variants: mediaVariants(name) }) : path;
}

const TYPE_LABELS: Record<MediaContentType, string> = {
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
  'image/webp': 'WebP',
  'image/avif': 'AVIF',
  'image/gif': 'GIF',
  'image/svg+xml': 'SVG',
};

export const typeLabel = (contentType: MediaContentType): string => TYPE_LABELS[contentType] ?? contentType;

const UNITS = ['B', 'KB', 'MB', 'GB'] as const;

/** 512 B, 1.5 KB, 340 KB, 2.3 MB: binary units, as the API's size limit message counts them. */
export function formatBytes(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit === 0 || value >= 10 ? 0 : 1;
  return `${Number(value.toFixed(digits))} ${UNITS[unit]}`;
}

export const formatDimensions = (width: number, height: number): string => `${width} × ${height} px`;
