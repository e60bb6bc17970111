import type { MediaContentType } from '@folio/contracts';

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
