import type { Readable } from 'node:stream';
import { MEDIA_TYPES } from '@folio/contracts';

/** Names are content hashes: a name never changes meaning, so caches may keep a file for good. */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** The caller reads `body` to its end or destroys it: until then it holds a file or a connection open. */
export type StoredFile = { body: Readable; byteSize: number };

/**
 * Where the media library's files live: a folder on disk or an S3-compatible bucket. Files are
 * immutable and named by their content (contracts/src/media.ts), so a put never changes what a name means.
 */
export interface MediaStorage {
  readonly kind: 'local' | 's3';
  /** Overwrites; atomic: a reader never sees a half-written file. */
  put(name: string, body: Buffer, contentType: string): Promise<void>;
  /** null when there is no such file. */
  get(name: string): Promise<StoredFile | null>;
  has(name: string): Promise<boolean>;
  /** Names that are not stored are ignored. */
  remove(names: readonly string[]): Promise<void>;
  /** Every stored name (for backups); anything else in the folder or under the prefix is skipped. */
  list(): AsyncIterable<string>;
  close?(): Promise<void>;
}

const MEDIA_FILE_NAME = new RegExp(`^[0-9a-f]{16}-[0-9a-z]+\\.(${Object.values(MEDIA_TYPES).join('|')})$`);

/** A plain file name of the library (`<hash>-1200x800.jpg`, `<hash>-640w.avif`): nothing that could leave the folder or prefix. */
export function isMediaFileName(name: string): boolean {
  return MEDIA_FILE_NAME.test(name);
}

export function assertMediaFileName(name: string): void {
  if (!isMediaFileName(name)) throw new Error(`Not a media file name: ${JSON.stringify(name)}`);
}
