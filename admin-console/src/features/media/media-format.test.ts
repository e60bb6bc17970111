import { mediaPath, mediaVariants, parseMediaPath } from '@folio/contracts';
import { thumbnailOf, thumbnailOfPath } from '../../sections/widgets/media-thumbnail';
import { formatBytes, formatDimensions, typeLabel } from './media-format';

const HASH = '0123456789abcdef';

describe('thumbnails', () => {
  it("use a raster image's 320 px WebP variant", () => {
    const path = mediaPath(HASH, 1200, 800, 'jpg');
    expect(thumbnailOf({ path, variants: mediaVariants(parseMediaPath(path)!) })).toBe(`/media/${HASH}-320w.webp`);
  });

  it('use the smallest WebP variant of an image narrower than 320 px, and the image itself when it has none', () => {
    const small = mediaPath(HASH, 200, 100, 'png');
    expect(thumbnailOf({ path: small, variants: mediaVariants(parseMediaPath(small)!) })).toBe(`/media/${HASH}-200w.webp`);
    const svg = mediaPath(HASH, 64, 64, 'svg');
    expect(thumbnailOf({ path: svg, variants: [] })).toBe(svg);
  });

  it('are read from the name of a library path, and are the address itself for anything else', () => {
    expect(thumbnailOfPath(mediaPath(HASH, 2000, 1000, 'png'))).toBe(`/media/${HASH}-320w.webp`);
    expect(thumbnailOfPath(mediaPath(HASH, 400, 400, 'gif'))).toBe(mediaPath(HASH, 400, 400, 'gif'));
    expect(thumbnailOfPath('/images/logos/meridian.svg')).toBe('/images/logos/meridian.svg');
    expect(thumbnailOfPath('https://cdn.example.com/a.png')).toBe('https://cdn.example.com/a.png');
  });
});

describe('details', () => {
  it.each([
    [0, '0 B'],
    [512, '512 B'],
    [1536, '1.5 KB'],
    [348_160, '340 KB'],
    [2_400_000, '2.3 MB'],
    [10 * 1024 * 1024, '10 MB'],
  ])('%d bytes read %s', (bytes, text) => expect(formatBytes(bytes)).toBe(text));

  it('names types and dimensions', () => {
    expect(typeLabel('image/svg+xml')).toBe('SVG');
    expect(typeLabel('image/webp')).toBe('WebP');
    expect(formatDimensions(1200, 800)).toBe('1200 × 800 px');
  });
});
