import { createHash } from 'node:crypto';
import {
  MEDIA_MAX_PIXELS,
  MEDIA_MESSAGES,
  MEDIA_TYPES,
  mediaPath,
  mediaVariants,
  type MediaContentType,
  type MediaName,
} from '@folio/contracts';
import sharp, { type Metadata, type Sharp } from 'sharp';
import { invalidInput } from '../../domain-error.js';
import { sanitiseSvg } from './svg-sanitiser.js';

export type MediaFile = { name: string; body: Buffer; contentType: string };

/** An upload made ready to store: the image itself, its variants, and what its record says. */
export type ProcessedImage = {
  hash: string;
  contentType: MediaContentType;
  width: number;
  height: number;
  path: string;
  placeholder: string | null;
  files: MediaFile[];
};

/** A refused upload: the message names what is wrong with the file (its form field is `file`). */
export const refused = (message: string) => invalidInput({ file: message }, message);

const fileName = (path: string) => path.slice(path.lastIndexOf('/') + 1);

/** The type sharp read from the bytes, among those accepted (AVIF is HEIF compressed with AV1). */
function acceptedType(metadata: Metadata): MediaContentType | null {
  if (metadata.format === 'heif') return metadata.compression === 'av1' ? 'image/avif' : null;
  const byFormat: Record<string, MediaContentType> = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp', gif: 'image/gif', svg: 'image/svg+xml' };
  return byFormat[metadata.format ?? ''] ?? null;
}

/** failOn 'warning': a truncated or damaged file fails here instead of storing a half-grey image. */
const open = (bytes: Buffer, animated = false): Sharp => sharp(bytes, { failOn: 'warning', limitInputPixels: MEDIA_MAX_PIXELS, animated });

async function readMetadata(bytes: Buffer): Promise<Metadata> {
  try {
    return await open(bytes).metadata();
  } catch (error) {
    if (/unsupported image format/i.test(String(error))) throw refused(MEDIA_MESSAGES.unsupported);
    throw refused(MEDIA_MESSAGES.broken);
  }
}

function encodeAs(image: Sharp, contentType: MediaContentType): Sharp {
  switch (contentType) {
    case 'image/jpeg':
      return image.jpeg({ quality: 85, mozjpeg: true });
    case 'image/png':
      return image.png({ compressionLevel: 9 });
    case 'image/webp':
      return image.webp({ quality: 85 });
    default:
      return image.avif({ quality: 60, effort: 3 });
  }
}

/** Decodes everything, so a damaged file is refused before anything is stored. */
async function decode<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (/pixel limit/i.test(String(error))) throw refused(MEDIA_MESSAGES.tooManyPixels(MEDIA_MAX_PIXELS));
    throw refused(MEDIA_MESSAGES.broken);
  }
}

/** JPEG, PNG, WebP, AVIF: re-encoded upright without metadata (camera, GPS), plus AVIF and WebP variants and a placeholder. */
async function processRaster(bytes: Buffer, hash: string, contentType: MediaContentType): Promise<ProcessedImage> {
  const upright = await decode(() => encodeAs(open(bytes).rotate(), contentType).toBuffer({ resolveWithObject: true }));
  const { width, height } = upright.info;
  const name: MediaName = { hash, width, height, ext: MEDIA_TYPES[contentType] };
  const path = mediaPath(hash, width, height, name.ext);
  const variants = await Promise.all(
    mediaVariants(name).map(async (variant) => {
      const resized = sharp(upright.data).resize({ width: variant.width });
      const body = await (variant.format === 'avif' ? resized.avif({ quality: 50, effort: 3 }) : resized.webp({ quality: 78 })).toBuffer();
      return { name: fileName(variant.path), body, contentType: `image/${variant.format}` };
    }),
  );
  const tiny = await sharp(upright.data).resize({ width: 16 }).webp({ quality: 40 }).toBuffer();
  return {
    hash,
    contentType,
    width,
    height,
    path,
    placeholder: `data:image/webp;base64,${tiny.toString('base64')}`,
    files: [{ name: fileName(path), body: upright.data, contentType }, ...variants],
  };
}

/** GIF: kept as uploaded (re-encoding would lose or bloat its animation) once every frame decodes. */
async function processGif(bytes: Buffer, hash: string, metadata: Metadata): Promise<ProcessedImage> {
  await decode(() => open(bytes, true).raw().toBuffer());
  const width = metadata.width!;
  const height = metadata.pageHeight ?? metadata.height!;
  const path = mediaPath(hash, width, height, 'gif');
  return { hash, contentType: 'image/gif', width, height, path, placeholder: null, files: [{ name: fileName(path), body: bytes, contentType: 'image/gif' }] };
}

async function processSvg(bytes: Buffer, hash: string): Promise<ProcessedImage> {
  const sanitised = sanitiseSvg(bytes.toString('utf8'));
  if (!sanitised.ok) throw refused(MEDIA_MESSAGES.svgUnsafe(sanitised.found.join(' and ')));
  const body = Buffer.from(sanitised.svg, 'utf8');
  const metadata = await decode(() => open(body).metadata());
  const width = Math.max(1, Math.round(metadata.width ?? 0));
  const height = Math.max(1, Math.round(metadata.height ?? 0));
  const path = mediaPath(hash, width, height, 'svg');
  return { hash, contentType: 'image/svg+xml', width, height, path, placeholder: null, files: [{ name: fileName(path), body, contentType: 'image/svg+xml' }] };
}

/** The image's type comes from its bytes alone; the name and the header the browser sent are not trusted. */
export async function processUpload(bytes: Buffer): Promise<ProcessedImage> {
  if (bytes.length === 0) throw refused(MEDIA_MESSAGES.noFile);
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 16);
  const metadata = await readMetadata(bytes);
  const contentType = acceptedType(metadata);
  if (!contentType) throw refused(MEDIA_MESSAGES.unsupported);
  if (contentType === 'image/svg+xml') return processSvg(bytes, hash);
  if (contentType === 'image/gif') return processGif(bytes, hash, metadata);
  return processRaster(bytes, hash, contentType);
}
