import { MEDIA_WIDTHS, mediaVariants, parseMediaPath, type MediaItem } from '@folio/contracts';
import { useState } from 'react';
import styled from 'styled-components';

/** The variant width a thumbnail uses: the narrowest the library makes. */
const THUMBNAIL_WIDTH = MEDIA_WIDTHS[0];

/** A library image's thumbnail: its 320 px WebP variant, else its smallest WebP, else the image itself (GIF, SVG, small images). */
export function thumbnailOf(item: Pick<MediaItem, 'path' | 'variants'>): string {
  const webp = item.variants.filter((variant) => variant.format === 'webp');
  const exact = webp.find((variant) => variant.width === THUMBNAIL_WIDTH);
  if (exact) return exact.path;
  const smallest = webp.reduce<(typeof webp)[number] | undefined>((best, variant) => (!best || variant.width < best.width ? variant : best), undefined);
  return smallest?.path ?? item.path;
}

/** The thumbnail of any image address: a library image's read from its name (no call needed), anything else the address itself. */
export function thumbnailOfPath(path: string): string {
  const name = parseMediaPath(path);
  return name ? thumbnailOf({ path, variants: mediaVariants(name) }) : path;
}

const Image = styled.img<{ $size: number }>`
  flex: none;
  width: ${({ $size }) => $size}rem;
  height: ${({ $size }) => $size}rem;
  object-fit: contain;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.background};
  border: 1px solid ${({ theme }) => theme.colors.border};
`;

export interface MediaThumbnailProps {
  src: string;
  alt: string;
  /** Width and height in rem (3 by default, a list row's). */
  size?: number;
}

/** A small picture that hides itself when it cannot be loaded (a row or a field reads fine without it). */
export function MediaThumbnail({ src, alt, size = 3 }: MediaThumbnailProps) {
  const [failed, setFailed] = useState<string | null>(null);
  if (failed === src) return null;
  return <Image src={src} alt={alt} $size={size} loading="lazy" decoding="async" onError={() => setFailed(src)} />;
}
