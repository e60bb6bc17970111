// What other modules may use of media: the kinds whose fields hold media, with how to find their uses.
export { mediaUsers } from './media-usage.js';
export { createMediaStorage, describeMediaStorage, isMediaFileName, loadMediaStorageConfig, type MediaStorage, type MediaStorageConfig } from './storage/index.js';
