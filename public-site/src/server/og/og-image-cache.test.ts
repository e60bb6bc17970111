import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { OgImageCache } from './og-image-cache';

const bytes = (text: string) => Buffer.from(text);

describe('OgImageCache', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'og-cache-test-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('draws an image once and answers the same bytes after that', async () => {
    const cache = new OgImageCache({ dir });
    const draw = jest.fn(async () => bytes('a'));

    const first = await cache.get('k', draw);
    const second = await cache.get('k', draw);

    expect(second).toEqual(first);
    expect(draw).toHaveBeenCalledTimes(1);
  });

  it('keeps its images across a restart: a new cache over the same folder serves them without drawing', async () => {
    const draw = jest.fn(async () => bytes('drawn once'));
    await new OgImageCache({ dir }).get('site v1 jordan.example', draw);

    const restarted = new OgImageCache({ dir });
    expect(await restarted.get('site v1 jordan.example', draw)).toEqual(bytes('drawn once'));
    expect(draw).toHaveBeenCalledTimes(1);
    // Another version of the image is drawn anew.
    await restarted.get('site v2 jordan.example', draw);
    expect(draw).toHaveBeenCalledTimes(2);
  });

  it('shares one drawing between requests that arrive while it is under way', async () => {
    const cache = new OgImageCache({ dir });
    let finish: (png: Buffer) => void = () => undefined;
    const draw = jest.fn(() => new Promise<Buffer>((resolve) => (finish = resolve)));

    const waiting = [cache.get('k', draw), cache.get('k', draw), cache.get('k', draw)];
    await new Promise((resolve) => setTimeout(resolve, 20));
    finish(bytes('a'));

    expect(new Set((await Promise.all(waiting)).map(String))).toEqual(new Set(['a']));
    expect(draw).toHaveBeenCalledTimes(1);
  });

  it('holds at most its size in bytes, removing the least recently used images first', async () => {
    // Three images of 10 bytes fit in 25 bytes two at a time.
    const cache = new OgImageCache({ dir, maxBytes: 25 });
    const draw = jest.fn(async () => bytes('0123456789'));
    const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

    await cache.get('a', draw);
    await tick();
    await cache.get('b', draw);
    await tick();
    await cache.get('a', draw); // used again: now the newest
    await tick();
    await cache.get('c', draw); // b goes
    expect(await cache.size()).toBe(2);
    expect(readdirSync(dir)).toHaveLength(2);
    expect(draw).toHaveBeenCalledTimes(3);

    await cache.get('a', draw);
    expect(draw).toHaveBeenCalledTimes(3);
    await cache.get('b', draw);
    expect(draw).toHaveBeenCalledTimes(4);
  });

  it('tries again after a drawing failed', async () => {
    const cache = new OgImageCache({ dir });
    const draw = jest.fn().mockRejectedValueOnce(new Error('font missing')).mockResolvedValueOnce(bytes('a'));

    await expect(cache.get('k', draw)).rejects.toThrow('font missing');
    await expect(cache.get('k', draw)).resolves.toEqual(bytes('a'));
  });

  it('still answers when its folder cannot be written', async () => {
    const cache = new OgImageCache({ dir });
    rmSync(dir, { recursive: true, force: true });
    await expect(cache.get('k', async () => bytes('a'))).resolves.toEqual(bytes('a'));
  });

  it('shares a folder with a cache of another extension, each counting and removing only its own files', async () => {
    const images = new OgImageCache({ dir, maxBytes: 15 });
    const pdfs = new OgImageCache({ dir, maxBytes: 15, extension: '.pdf' });
    const draw = jest.fn(async () => bytes('0123456789'));

    await images.get('a', draw);
    await pdfs.get('a', draw);
    await pdfs.get('b', draw); // the first PDF goes, not the image
    expect(draw).toHaveBeenCalledTimes(3);
    expect(readdirSync(dir).filter((name) => name.endsWith('.png'))).toHaveLength(1);
    expect(readdirSync(dir).filter((name) => name.endsWith('.pdf'))).toHaveLength(1);
    expect(await new OgImageCache({ dir }).size()).toBe(1);

    await images.get('a', draw);
    expect(draw).toHaveBeenCalledTimes(3);
  });
});
