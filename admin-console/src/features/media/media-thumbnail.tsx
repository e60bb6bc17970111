import { useState } from 'react';
import styled from 'styled-components';

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
