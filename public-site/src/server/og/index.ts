export { drawOgImage, ogCardFor } from './draw-og-image';
export { OG_CACHE_DEFAULT_MAX_BYTES, OgImageCache, type OgImageCacheOptions } from './og-image-cache';
export { hostOf, mountOgImages, type OgImageDeps } from './og-router';
