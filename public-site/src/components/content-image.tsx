import { parseMediaPath, type WithMedia } from '@folio/contracts';
import { useCallback, useState, type ImgHTMLAttributes } from 'react';
import styled from 'styled-components';
import { pictureSources, placeholderBackground } from './picture-sources';
import { useFallbackSource } from './use-fallback-source';

/** The picture makes no box of its own: the img inside is laid out, and styled, as if it stood alone. */
const Picture = styled.picture`
  display: contents;
`;

type ImgProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'sizes' | 'alt' | 'loading' | 'fetchPriority' | 'decoding' | 'onError'>;

export interface ContentImageProps extends ImgProps {
  /** The content's image: a library path, another site path or an external URL. */
  src: string | null | undefined;
  /** Stand-ins shown in turn when it fails to load (the spec's image fallbacks). */
  fallbacks?: readonly (string | null | undefined)[];
  /** Told each time an image fails and the next one takes over (for diagnostics). */
  onFallback?: (failed: string, next: string) => void;
  /** The row's `media`: the owner's alt text and the placeholder of each library image it shows. */
  media?: WithMedia['media'];
  /** The alt text when the library has none for the image ('' for a decorative one). */
  alt: string;
  /** `alt` was written for this use (a post's featured image): it wins over the library's, '' (decorative) included. */
  ownAlt?: boolean;
  /** The slot's CSS width at each breakpoint, so the browser fetches the narrowest variant that fills it. */
  sizes: string;
  /** The page's main image, above the fold: fetched at once and before the others, never lazily. */
  main?: boolean;
}

/**
 * Any image a piece of content shows. A library JPEG, PNG, WebP or AVIF becomes a <picture> of its
 * AVIF and WebP variants with the image itself as the fallback, sized by its path (no layout shift)
 * and behind its blurred placeholder until it loads; a library GIF or SVG, another site path or an
 * external URL is a plain <img>. `width`/`height` are only used for images whose path does not say.
 * Outside an island React does not run in the browser: the site's script does what onLoad and
 * onError do here (site/image-fallbacks.ts), from `data-fallbacks`.
 */
export function ContentImage({ src: path, fallbacks = [], onFallback, media, alt, ownAlt = false, sizes, main = false, width, height, style, onLoad, ...rest }: ContentImageProps) {
  const { src, next, onError } = useFallbackSource([path, ...fallbacks], onFallback);
  const [loadedSrc, setLoadedSrc] = useState<string | null>(null);
  // An image the server sent may have loaded before the page ran here, with no load event to tell.
  const noticeLoaded = useCallback((img: HTMLImageElement | null) => {
    if (img?.complete) setLoadedSrc(img.getAttribute('src'));
  }, []);
  if (src === undefined) return null;

  const name = parseMediaPath(src);
  const info = media?.[src];
  const placeholder = loadedSrc === src ? undefined : placeholderBackground(info?.placeholder);
  const img = (
    <img
      {...rest}
      ref={noticeLoaded}
      src={src}
      width={name?.width ?? width}
      height={name?.height ?? height}
      alt={ownAlt ? alt : info?.alt || alt}
      loading={main ? 'eager' : 'lazy'}
      fetchPriority={main ? 'high' : undefined}
      decoding="async"
      style={placeholder ? { ...style, ...placeholder } : style}
      data-fallbacks={next.length > 0 ? JSON.stringify(next) : undefined}
      onLoad={(event) => {
        setLoadedSrc(src);
        onLoad?.(event);
      }}
      onError={onError}
    />
  );

  const sources = name ? pictureSources(name) : [];
  if (sources.length === 0) return img;
  return (
    <Picture>
      {sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      {img}
    </Picture>
  );
}
