import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync } from 'node:fs';
import { readdir, readFile, rename, stat, unlink, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface OgImageCacheOptions {
  /** The folder the images are kept in (made if missing); default: a new folder under os.tmpdir(), kept by nobody after this process. */
  dir?: string;
  /** The most bytes the folder holds; past it the least recently used images go first. */
  maxBytes?: number;
  /**
   * The files' extension (default '.png'). Caches of different kinds may share a folder: each one
   * reads, counts and removes only the files with its own extension.
   */
  extension?: string;
}

/** 100 MB: some 2,000 images of about 50 kB. */
export const OG_CACHE_DEFAULT_MAX_BYTES = 100 * 1024 * 1024;

/**
 * Drawn images by key (the version of what is drawn), kept on disk so that a restart, a deploy or a
 * blog larger than any memory budget draws none of them again: one file per key, named by the key's
 * SHA-256, at most `maxBytes` in all, the least recently used (oldest modification time: a read
 * touches its file) removed first. Requests that arrive while an image is being drawn wait for that
 * same drawing. Several processes may share the folder: a file is written whole under a temporary
 * name, then renamed.
 */
export class OgImageCache {
  readonly dir: string;
  private readonly maxBytes: number;
  private readonly extension: string;
  private readonly drawing = new Map<string, Promise<Buffer>>();
  /** File name → size and last use, read from the folder at the first use. */
  private index: Promise<Map<string, { size: number; used: number }>> | null = null;

  constructor({ dir, maxBytes = OG_CACHE_DEFAULT_MAX_BYTES, extension = '.png' }: OgImageCacheOptions = {}) {
    if (dir) mkdirSync(dir, { recursive: true, mode: 0o700 });
    this.dir = dir ?? mkdtempSync(join(tmpdir(), 'folio-og-'));
    this.maxBytes = maxBytes;
    this.extension = extension;
  }

  get(key: string, draw: () => Promise<Buffer>): Promise<Buffer> {
    const under = this.drawing.get(key);
    if (under) return under;
    const found = this.readOrDraw(key, draw).finally(() => this.drawing.delete(key));
    this.drawing.set(key, found);
    return found;
  }

  /** How many images the folder holds. */
  async size(): Promise<number> {
    return (await this.files()).size;
  }

  private fileOf(key: string): string {
    return `${createHash('sha256').update(key).digest('hex')}${this.extension}`;
  }

  private files() {
    this.index ??= (async () => {
      const index = new Map<string, { size: number; used: number }>();
      for (const name of await readdir(this.dir).catch(() => [] as string[])) {
        if (!name.endsWith(this.extension)) continue;
        const info = await stat(join(this.dir, name)).catch(() => null);
        if (info) index.set(name, { size: info.size, used: info.mtimeMs });
      }
      return index;
    })();
    return this.index;
  }

  private async readOrDraw(key: string, draw: () => Promise<Buffer>): Promise<Buffer> {
    const name = this.fileOf(key);
    const path = join(this.dir, name);
    const index = await this.files();
    const kept = await readFile(path).catch(() => null);
    if (kept) {
      const now = Date.now();
      index.set(name, { size: kept.length, used: now });
      await utimes(path, now / 1000, now / 1000).catch(() => undefined);
      return kept;
    }
    const png = await draw();
    const temporary = `${path}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
    try {
      await writeFile(temporary, png, { mode: 0o600 });
      await rename(temporary, path);
      index.set(name, { size: png.length, used: Date.now() });
      await this.evict(index, name);
    } catch {
      // A full or read-only disk costs a drawing next time, never this answer.
      await unlink(temporary).catch(() => undefined);
    }
    return png;
  }

  private async evict(index: Map<string, { size: number; used: number }>, keep: string): Promise<void> {
    let total = [...index.values()].reduce((sum, file) => sum + file.size, 0);
    if (total <= this.maxBytes) return;
    const oldestFirst = [...index.entries()].filter(([name]) => name !== keep).sort(([, a], [, b]) => a.used - b.used);
    for (const [name, file] of oldestFirst) {
      if (total <= this.maxBytes) break;
      index.delete(name);
      total -= file.size;
      await unlink(join(this.dir, name)).catch(() => undefined);
    }
  }
}
