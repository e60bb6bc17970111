import type { MediaStorageConfig, S3StorageConfig } from './config.js';
import { createLocalMediaStorage } from './local-storage.js';
import type { MediaStorage } from './media-storage.js';

export { loadMediaStorageConfig, type LocalStorageConfig, type MediaStorageConfig, type S3StorageConfig } from './config.js';
export { createLocalMediaStorage } from './local-storage.js';
export { assertMediaFileName, IMMUTABLE_CACHE_CONTROL, isMediaFileName, type MediaStorage, type StoredFile } from './media-storage.js';
export type { S3StorageOptions } from './s3-storage.js';

export function createMediaStorage(config: MediaStorageConfig): MediaStorage {
  return config.kind === 'local' ? createLocalMediaStorage(config.dir) : s3OnDemand(config);
}

/**
 * The S3 storage, its SDK (about 36 MB in memory) loaded at its first use: a site whose media live in
 * a folder never loads it.
 */
function s3OnDemand(config: S3StorageConfig): MediaStorage {
  let loaded: Promise<MediaStorage> | null = null;
  const storage = () => (loaded ??= import('./s3-storage.js').then(({ createS3MediaStorage }) => createS3MediaStorage(config)));
  return {
    kind: 's3',
    put: async (name, body, contentType) => (await storage()).put(name, body, contentType),
    get: async (name) => (await storage()).get(name),
    has: async (name) => (await storage()).has(name),
    remove: async (names) => (await storage()).remove(names),
    async *list() {
      yield* (await storage()).list();
    },
    close: async () => {
      if (loaded) await (await loaded).close?.();
    },
  };
}

/** How messages name the storage: the folder, or the bucket and prefix (and the store, when not AWS). */
export function describeMediaStorage(config: MediaStorageConfig): string {
  if (config.kind === 'local') return `the folder ${config.dir}`;
  return `the bucket s3://${config.bucket}/${config.prefix}${config.endpoint ? ` at ${config.endpoint}` : ''}`;
}
