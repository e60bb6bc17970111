import { mediaVariantWidths, parseMediaPath } from '@folio/contracts';
import { fireEvent, render } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { library, mediaOf, PLACEHOLDER } from '../test/fixtures';
import { ContentImage } from './content-image';

const SIZES = '(max-width: 768px) calc(100vw - 2rem), 35.25rem';

/** The srcset the contract's naming rule gives a library image's variants of one format. */
function expectedSrcSet(path: string, format: 'avif' | 'webp'): string {
  const { hash, width } = parseMediaPath(path)!;
  return mediaVariantWidths(width)
    .map((variantWidth) => `/media/${hash}-${variantWidth}w.${format} ${variantWidth}w`)
    .join(', ');
}

const parse = (html: string) => {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content;
};

describe('a library JPEG', () => {
  it('is a picture of its AVIF then WebP variants, the JPEG itself sized by its path as the fallback', () => {
    const markup = parse(renderToStaticMarkup(<ContentImage src={library.jpeg} media={mediaOf(library.jpeg, { alt: 'A harbour at dawn' })} alt="" sizes={SIZES} />));
    const picture = markup.querySelector('picture')!;
    const sources = [...picture.querySelectorAll('source')];
    expect(sources.map((source) => [source.getAttribute('type'), source.getAttribute('srcset'), source.getAttribute('sizes')])).toEqual([
      ['image/avif', expectedSrcSet(library.jpeg, 'avif'), SIZES],
      ['image/webp', expectedSrcSet(library.jpeg, 'webp'), SIZES],
    ]);
    expect(sources[0]!.getAttribute('srcset')).toBe(
      '/media/0123456789abcdef-320w.avif 320w, /media/0123456789abcdef-640w.avif 640w, /media/0123456789abcdef-960w.avif 960w, ' +
        '/media/0123456789abcdef-1280w.avif 1280w, /media/0123456789abcdef-1600w.avif 1600w',
    );

    const img = picture.querySelector('img')!;
    expect(picture.lastElementChild).toBe(img);
    expect(img.getAttribute('src')).toBe(library.jpeg);
    expect(img.getAttribute('width')).toBe('1600');
    expect(img.getAttribute('height')).toBe('900');
    expect(img.getAttribute('alt')).toBe('A harbour at dawn');
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('decoding')).toBe('async');
    expect(img.hasAttribute('fetchpriority')).toBe(false);
    // Sizes belong to the sources' srcset; the img has none to size.
    expect(img.hasAttribute('srcset')).toBe(false);
    expect(img.hasAttribute('sizes')).toBe(false);
  });

  it("takes the caller's alt when the owner wrote none, or when the library does not know the image", () => {
    const unwritten = parse(renderToStaticMarkup(<ContentImage src={library.jpeg} media={mediaOf(library.jpeg)} alt="Meridian Cloudworks logo" sizes={SIZES} />));
    expect(unwritten.querySelector('img')!.getAttribute('alt')).toBe('Meridian Cloudworks logo');
    const unknown = parse(renderToStaticMarkup(<ContentImage src={library.jpeg} alt="" sizes={SIZES} />));
    expect(unknown.querySelector('img')!.getAttribute('alt')).toBe('');
  });

  it('is fetched at once and first when it is the main image of the page', () => {
    const img = parse(renderToStaticMarkup(<ContentImage src={library.jpeg} alt="" sizes={SIZES} main />)).querySelector('picture img')!;
    expect(img.getAttribute('loading')).toBe('eager');
    expect(img.getAttribute('fetchpriority')).toBe('high');
  });

  it('shows its blurred placeholder until it has loaded', () => {
    render(<ContentImage src={library.jpeg} media={mediaOf(library.jpeg)} alt="" sizes={SIZES} />);
    const img = document.querySelector('img')!;
    expect(img.style.backgroundImage).toBe(`url("${PLACEHOLDER}")`);
    expect(img.style.backgroundSize).toBe('cover');
    fireEvent.load(img);
    expect(img.style.backgroundImage).toBe('');
  });

  it('drops the placeholder at once behind an image that loaded before the page ran here', () => {
    const complete = jest.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(true);
    try {
      render(<ContentImage src={library.jpeg} media={mediaOf(library.jpeg)} alt="" sizes={SIZES} />);
      expect(document.querySelector('img')!.style.backgroundImage).toBe('');
    } finally {
      complete.mockRestore();
    }
  });

  it('never puts anything but a data: image in the placeholder background', () => {
    const hostile = 'data:image/webp;base64,AAAA"); background: url("https://tracker.example/';
    render(<ContentImage src={library.jpeg} media={mediaOf(library.jpeg, { placeholder: hostile })} alt="" sizes={SIZES} />);
    expect(document.querySelector('img')!.getAttribute('style')).toBeNull();
  });

  it('gives way to its fallback when it fails, with the alt the caller gave', () => {
    const onFallback = jest.fn();
    render(
      <ContentImage
        src={library.jpeg}
        fallbacks={['/images/logos/placeholder-logo.svg']}
        onFallback={onFallback}
        media={mediaOf(library.jpeg, { alt: 'The owner’s words' })}
        alt="Stonebridge logo"
        width={56}
        height={56}
        sizes="3.5rem"
      />,
    );
    fireEvent.error(document.querySelector('picture img')!);
    expect(document.querySelector('picture')).toBeNull();
    const img = document.querySelector('img')!;
    expect(img).toHaveAttribute('src', '/images/logos/placeholder-logo.svg');
    expect(img).toHaveAttribute('alt', 'Stonebridge logo');
    expect(img).toHaveAttribute('width', '56');
    expect(onFallback).toHaveBeenCalledWith(library.jpeg, '/images/logos/placeholder-logo.svg');
  });
});

describe('images without variants', () => {
  it('shows a library SVG as a plain img sized by its path', () => {
    const markup = parse(renderToStaticMarkup(<ContentImage src={library.svg} media={{ [library.svg]: { alt: 'GitHub', placeholder: null } }} alt="" sizes="18px" />));
    expect(markup.querySelector('picture')).toBeNull();
    expect(markup.querySelector('source')).toBeNull();
    const img = markup.querySelector('img')!;
    expect(img.getAttribute('src')).toBe(library.svg);
    expect([img.getAttribute('width'), img.getAttribute('height'), img.getAttribute('alt')]).toEqual(['64', '64', 'GitHub']);
    expect(img.hasAttribute('sizes')).toBe(false);
    expect(img.hasAttribute('style')).toBe(false);
  });

  it('shows a library GIF as a plain img (its animation kept), sized by its path, behind its placeholder', () => {
    const img = parse(renderToStaticMarkup(<ContentImage src={library.gif} media={mediaOf(library.gif, { alt: 'A squat, slowed down' })} alt="" sizes="50vw" />)).firstElementChild!;
    expect(img.tagName).toBe('IMG');
    expect(img.getAttribute('src')).toBe(library.gif);
    expect([img.getAttribute('width'), img.getAttribute('height'), img.getAttribute('alt')]).toEqual(['480', '270', 'A squat, slowed down']);
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('style')).toContain(PLACEHOLDER);
  });

  it("shows an external image as a plain img with the caller's size and alt", () => {
    const img = parse(renderToStaticMarkup(<ContentImage src="https://cdn.example/hero.jpg" alt="Jordan on stage" width={1200} height={675} sizes="50vw" />)).firstElementChild!;
    expect(img.outerHTML).toBe('<img src="https://cdn.example/hero.jpg" width="1200" height="675" alt="Jordan on stage" loading="lazy" decoding="async">');
  });

  it('renders nothing without an image or a fallback', () => {
    expect(renderToStaticMarkup(<ContentImage src={null} alt="" sizes="50vw" />)).toBe('');
  });
});
