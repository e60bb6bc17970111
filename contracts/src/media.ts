/**
 * The media library: what an uploaded image's record says, and the naming rule of its files.
 *
 * A library file's name says everything a page needs to render it without asking the API:
 *   /media/<hash>-<width>x<height>.<ext>   the image itself (re-encoded, orientation applied, no metadata)
 *   /media/<hash>-<w>w.<avif|webp>         its responsive variants, one per width of mediaVariantWidths()
 * <hash> is the first 16 hex digits of the SHA-256 of the uploaded bytes, so a name never changes
 * meaning and is served with year-long immutable caching. Only the alt text and the blurred
 * placeholder live in the database (answers carry them in `media`, see MediaInfo).
 * Kept free of superstruct so that the public site's pages can import the naming rule alone.
 */

export const MEDIA_PATH_PREFIX = '/media/';
/** The widths variants are made at (never wider than the image itself). */
export const MEDIA_WIDTHS = [320, 640, 960, 1280, 1920] as const;
export const MEDIA_VARIANT_FORMATS = ['avif', 'webp'] as const;
export type MediaVariantFormat = (typeof MEDIA_VARIANT_FORMATS)[number];

/** The accepted types, decided from the file's bytes; the extension of the stored name follows the type. */
export const MEDIA_TYPES = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/avif': 'avif',
  'image/gif': 'gif',
  'image/svg+xml': 'svg',
} as const;
export type MediaContentType = keyof typeof MEDIA_TYPES;
export const DEFAULT_MEDIA_MAX_BYTES = 10 * 1024 * 1024;
export const ALT_TEXT_MAX = 1000;
/** Larger images would take hundreds of MB to decode: a decompression bomb would take the API down. */
export const MEDIA_MAX_PIXELS = 50_000_000;

/** Paging and search of GET /api/admin/media (the total comes in X-Total-Count, as for posts). */
export const MEDIA_PAGE = { defaultLimit: 24, maxLimit: 100, maxQueryLength: 200 } as const;

export type MediaVariant = { format: MediaVariantFormat; width: number; path: string };

/** Where an image is used: the content item and the field that holds its path. */
export type MediaUse = { entity: string; id: number; label: string; field: string };

export type MediaItem = {
  id: number;
  originalName: string;
  contentType: MediaContentType;
  byteSize: number;
  width: number;
  height: number;
  altText: string;
  /** The public path of the image itself, under /media/. */
  path: string;
  variants: MediaVariant[];
  /** A tiny blurred WebP as a data: URL, shown while the image loads; null for SVG. */
  placeholder: string | null;
  createdAt: string;
  /** The version a PUT sends back ({ altText, updatedAt }), as for every admin item (version.ts). */
  updatedAt: string;
};

/** An item of the console's list: the record and everywhere it is used. */
export type MediaListItem = MediaItem & { usedBy: MediaUse[] };

/**
 * What a content answer adds for each library image it shows: `media: { [path]: MediaInfo }` on the
 * row (only library paths, only when the image is in the library).
 */
export type MediaInfo = { alt: string; placeholder: string | null };
export type WithMedia = { media?: Record<string, MediaInfo> };

export type MediaName = { hash: string; width: number; height: number; ext: string };

const MEDIA_NAME = /^\/media\/([0-9a-f]{16})-([1-9]\d{0,4})x([1-9]\d{0,4})\.(jpg|png|webp|avif|gif|svg)$/;

/** The parts of a library image's path, or null for any other path or URL. */
export function parseMediaPath(path: string | null | undefined): MediaName | null {
  const match = MEDIA_NAME.exec(path ?? '');
  if (!match) return null;
  return { hash: match[1]!, width: Number(match[2]), height: Number(match[3]), ext: match[4]! };
}

export function mediaPath(hash: string, width: number, height: number, ext: string): string {
  return `${MEDIA_PATH_PREFIX}${hash}-${width}x${height}.${ext}`;
}

/** GIFs keep their animation and SVGs scale by themselves: only the other types get variants. */
export function hasVariants(name: Pick<MediaName, 'ext'>): boolean {
  return ['jpg', 'png', 'webp', 'avif'].includes(name.ext);
}

/** The widths of an image's variants: each standard width narrower than it, and its own up to the widest. */
export function mediaVariantWidths(width: number): number[] {
  const widest = Math.max(...MEDIA_WIDTHS);
  const narrower: number[] = MEDIA_WIDTHS.filter((candidate) => candidate < Math.min(width, widest));
  return [...narrower, Math.min(width, widest)];
}

export function mediaVariantPath(hash: string, width: number, format: MediaVariantFormat): string {
  return `${MEDIA_PATH_PREFIX}${hash}-${width}w.${format}`;
}

/** Every variant of a library image, in the order of MEDIA_VARIANT_FORMATS then width; none for GIF and SVG. */
export function mediaVariants(name: MediaName): MediaVariant[] {
  if (!hasVariants(name)) return [];
  return MEDIA_VARIANT_FORMATS.flatMap((format) =>
    mediaVariantWidths(name.width).map((width) => ({ format, width, path: mediaVariantPath(name.hash, width, format) })),
  );
}

/** Content type of a stored media file, from its name. */
export function mediaContentType(fileName: string): MediaContentType | null {
  const ext = fileName.slice(fileName.lastIndexOf('.') + 1);
  const found = Object.entries(MEDIA_TYPES).find(([, candidate]) => candidate === ext);
  return (found?.[0] as MediaContentType | undefined) ?? null;
}

export const MEDIA_MESSAGES = {
  noFile: 'Choose an image file to upload',
  unsupported: 'Upload a JPEG, PNG, WebP, AVIF, GIF or SVG image',
  broken: 'This image could not be read: the file is damaged or incomplete',
  tooLarge: (maxBytes: number) => `The image is larger than ${Math.round(maxBytes / 1024 / 1024)} MB; choose a smaller file`,
  svgUnsafe: (found: string) => `This SVG holds ${found}, which an image on this site may not; remove it and upload the file again`,
  tooManyPixels: (maxPixels: number) => `The image has more than ${Math.round(maxPixels / 1_000_000)} million pixels; scale it down first`,
  inUse: (uses: string) => `This image is still shown as ${uses}; replace it there first`,
} as const;
