import { OgImageCache } from './og-image-cache';

const bytes = (text: string) => Buffer.from(text);

describe('OgImageCache', () => {
  it('draws an image once and answers the same bytes after that', async () => {
    const cache = new OgImageCache();
    const draw = jest.fn(async () => bytes('a'));

    const first = await cache.get('k', draw);
    const second = await cache.get('k', draw);

    expect(second).toBe(first);
    expect(draw).toHaveBeenCalledTimes(1);
  });

  it('shares one drawing between requests that arrive while it is under way', async () => {
    const cache = new OgImageCache();
    let finish: (png: Buffer) => void = () => undefined;
    const draw = jest.fn(() => new Promise<Buffer>((resolve) => (finish = resolve)));

    const waiting = [cache.get('k', draw), cache.get('k', draw), cache.get('k', draw)];
    finish(bytes('a'));

    expect(new Set(await Promise.all(waiting)).size).toBe(1);
    expect(draw).toHaveBeenCalledTimes(1);
  });

  it('forgets the least recently used image beyond its limit', async () => {
    const cache = new OgImageCache(2);
    const draw = jest.fn(async () => bytes('x'));

    await cache.get('a', draw);
    await cache.get('b', draw);
    await cache.get('a', draw);
    await cache.get('c', draw);
    expect(cache.size).toBe(2);
    expect(draw).toHaveBeenCalledTimes(3);

    await cache.get('a', draw);
    expect(draw).toHaveBeenCalledTimes(3);
    await cache.get('b', draw);
    expect(draw).toHaveBeenCalledTimes(4);
  });

  it('tries again after a drawing failed', async () => {
    const cache = new OgImageCache();
    const draw = jest.fn().mockRejectedValueOnce(new Error('font missing')).mockResolvedValueOnce(bytes('a'));

    await expect(cache.get('k', draw)).rejects.toThrow('font missing');
    await expect(cache.get('k', draw)).resolves.toEqual(bytes('a'));
  });
});
