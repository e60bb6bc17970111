import { useState } from 'react';

/**
 * The source an image shows from a list of fallbacks (the spec's image fallbacks): the first, then the next each time
 * one fails to load; the last one is never retried, nor is an address tried twice. `src` is undefined
 * when the list is empty.
 */
export function useFallbackSource(sources: readonly (string | null | undefined)[], onFallback?: (failed: string, next: string) => void) {
  const candidates = [...new Set(sources)].filter((source): source is string => typeof source === 'string' && source !== '');
  const [index, setIndex] = useState(0);
  const src: string | undefined = candidates[Math.min(index, candidates.length - 1)];

  const onError = () => {
    const next = candidates[index + 1];
    if (src === undefined || next === undefined) return;
    onFallback?.(src, next);
    setIndex(index + 1);
  };

  // The ones still to try, for the page's script where React does not run (site/image-fallbacks.ts).
  const next = candidates.slice(index + 1);
  return { src, next, onError };
}
