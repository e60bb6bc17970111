/**
 * Drawn images by key, at most `limit` of them: the oldest-used one goes first. Promises are kept,
 * not bytes, so requests that arrive while an image is being drawn wait for that same drawing.
 */
export class OgImageCache {
  private readonly entries = new Map<string, Promise<Buffer>>();

  constructor(private readonly limit = 200) {}

  get(key: string, draw: () => Promise<Buffer>): Promise<Buffer> {
    const kept = this.entries.get(key);
    if (kept) {
      // Re-inserted so that Map order is least recently used first.
      this.entries.delete(key);
      this.entries.set(key, kept);
      return kept;
    }
    const drawing = draw();
    this.entries.set(key, drawing);
    // A failed drawing is forgotten so that the next request tries again.
    drawing.catch(() => {
      if (this.entries.get(key) === drawing) this.entries.delete(key);
    });
    while (this.entries.size > this.limit) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
    return drawing;
  }

  get size(): number {
    return this.entries.size;
  }
}
