import { useState, type ImgHTMLAttributes } from 'react';

type FallbackImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'onError'> & {
  /** The image first, then each fallback in turn; the last one is never retried. */
  sources: readonly (string | null | undefined)[];
  alt: string;
  /** Told each time an image fails and the next source takes over (for diagnostics). */
  onFallback?: (failed: string, next: string) => void;
};

/** An image that walks down a list of fallbacks when loading fails (§8: images). */
export function FallbackImage({ sources, alt, onFallback, ...rest }: FallbackImageProps) {
  const candidates = sources.filter((source): source is string => typeof source === 'string' && source !== '');
  const [index, setIndex] = useState(0);
  const src = candidates[Math.min(index, candidates.length - 1)];
  if (src === undefined) return null;

  const handleError = () => {
    const next = candidates[index + 1];
    if (next === undefined) return;
    onFallback?.(src, next);
    setIndex(index + 1);
  };

  return <img src={src} alt={alt} onError={handleError} {...rest} />;
}
