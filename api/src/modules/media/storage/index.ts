import type { MediaStorageConfig } from './config.js';
import { createLocalMediaStorage } from './local-storage.js';
import type { MediaStorage } from './media-storage.js';
import { createS3MediaStorage } from './s3-storage.js';

export { loadMediaStorageConfig, type LocalStorageConfig, type MediaStorageConfig, type S3StorageConfig } from './config.js';
export { createLocalMediaStorage } from './local-storage.js';
export { assertMediaFileName, isMediaFileName, type MediaStorage, type StoredFile } from './media-storage.js';
export { createS3MediaStorage, IMMUTABLE_CACHE_CONTROL, type S3StorageOptions } from './s3-storage.js';

export function createMediaStorage(config: MediaStorageConfig): MediaStorage {
  return config.kind === 'local' ? createLocalMediaStorage(config.dir) : createS3MediaStorage(config);
}

/** How messages name the storage: the folder, or the bucket and prefix (and the store, when not AWS). */
export function describeMediaStorage(config: MediaStorageConfig): string {
  if (config.kind === 'local') return `the folder ${config.dir}`;
  return `the bucket s3://${config.bucket}/${config.prefix}${config.endpoint ? ` at ${config.endpoint}` : ''}`;
}
