import { MEDIA_VARIANT_FORMATS, mediaContentType, mediaVariants, type MediaName } from '@folio/contracts';
import type { CSSProperties } from 'react';

export interface PictureSource {
  /** The variants' content type (image/avif, image/webp). */
  type: string;
  srcSet: string;
}

/** The `<source>`s of a library image, in MEDIA_VARIANT_FORMATS's order (the browser takes the first it can show); none for GIF and SVG. */
export function pictureSources(name: MediaName): PictureSource[] {
  const variants = mediaVariants(name);
  return MEDIA_VARIANT_FORMATS.flatMap((format) => {
    const ofFormat = variants.filter((variant) => variant.format === format);
    const type = ofFormat[0] && mediaContentType(ofFormat[0].path);
    return type ? [{ type, srcSet: ofFormat.map((variant) => `${variant.path} ${variant.width}w`).join(', ') }] : [];
  });
}

/** Only a base64 raster data: URL may go into the CSS url() below. */
const PLACEHOLDER_URL = /^data:image\/(?:webp|png|jpeg|avif|gif);base64,[A-Za-z0-9+/]+={0,2}$/;

/** The blurred placeholder behind an image while it loads, filling its box as the image will. */
export function placeholderBackground(placeholder: string | null | undefined): CSSProperties | undefined {
  if (!placeholder || !PLACEHOLDER_URL.test(placeholder)) return undefined;
  return { backgroundImage: `url("${placeholder}")`, backgroundSize: 'cover', backgroundPosition: 'center', backgroundRepeat: 'no-repeat' };
}
