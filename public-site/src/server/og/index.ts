export { drawOgImage, ogCardFor } from './draw-og-image';
export { OgImageCache } from './og-image-cache';
export { hostOf, mountOgImages, type OgImageDeps } from './og-router';
