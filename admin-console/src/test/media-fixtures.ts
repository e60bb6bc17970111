import { MEDIA_TYPES, mediaPath, mediaVariants, parseMediaPath, type MediaContentType, type MediaItem } from '@folio/contracts';
// Node's File, not jsdom's: jsdom's is no Blob to the FormData the upload sends, which would carry '[object File]'.
import { File as NodeFile } from 'node:buffer';

/**
 * The first bytes of a PNG (signature and IHDR with its size): enough for the fake API, which
 * decides the type from the bytes, as the API does, and reads the size from the header.
 */
export function pngBytes(width: number, height: number, extra = 0): Uint8Array {
  const bytes = new Uint8Array(24 + extra);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  const view = new DataView(bytes.buffer);
  view.setUint32(16, width);
  view.setUint32(20, height);
  for (let index = 24; index < bytes.length; index += 1) bytes[index] = index % 251;
  return bytes;
}

/** A file as a browser's file picker or a drop hands it over. */
export function imageFile(name: string, bytes: Uint8Array | string, type = 'image/png'): File {
  return new NodeFile([bytes], name, { type }) as unknown as File;
}

export const pngFile = (name: string, width = 1200, height = 800) => imageFile(name, pngBytes(width, height));

let seeded = 0;

/** A stored library image, named by the library's rule; `hash` defaults to a fresh one. */
export function mediaItem(overrides: Partial<MediaItem> & { originalName: string; width?: number; height?: number }): MediaItem {
  seeded += 1;
  const contentType: MediaContentType = overrides.contentType ?? 'image/jpeg';
  const width = overrides.width ?? 1600;
  const height = overrides.height ?? 900;
  const hash = seeded.toString(16).padStart(16, 'a');
  const path = overrides.path ?? mediaPath(hash, width, height, MEDIA_TYPES[contentType]);
  const time = new Date(Date.parse('2026-11-01T09:00:00.000Z') + seeded * 60_000).toISOString();
  return {
    id: seeded,
    byteSize: 245_760,
    altText: '',
    placeholder: null,
    createdAt: time,
    updatedAt: time,
    ...overrides,
    contentType,
    width,
    height,
    path,
    variants: overrides.variants ?? mediaVariants(parseMediaPath(path)!),
  };
}
