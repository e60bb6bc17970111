import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Readable } from 'node:stream';
import { HeadObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import {
  createLocalMediaStorage,
  createMediaStorage,
  IMMUTABLE_CACHE_CONTROL,
  loadMediaStorageConfig,
  type MediaStorage,
} from '../src/modules/media/storage/index.js';
import { createS3MediaStorage } from '../src/modules/media/storage/s3-storage.js';
import { startS3 } from './support/s3rver.js';

const folder = mkdtempSync(join(tmpdir(), 'folio-media-storage-test-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const HASH = '0123456789abcdef';
const IMAGE = `${HASH}-1200x800.jpg`;
const VARIANT = `${HASH}-640w.avif`;
const bytes = (size: number, seed = 1) => Buffer.from(Array.from({ length: size }, (_, i) => (i * 31 + seed) % 256));

async function read(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function names(storage: MediaStorage): Promise<string[]> {
  const found: string[] = [];
  for await (const name of storage.list()) found.push(name);
  return found;
}

type Subject = { storage: MediaStorage; close(): Promise<void> };

const subjects: [string, () => Promise<Subject>][] = [
  ['local', async () => ({ storage: createLocalMediaStorage(mkdtempSync(join(folder, 'local-'))), close: async () => {} })],
  [
    's3',
    async () => {
      const s3 = await startS3(folder);
      const storage = createMediaStorage(s3.config);
      const close = async () => {
        await storage.close?.();
        await s3.close();
      };
      return { storage, close };
    },
  ],
];

describe.each(subjects)('media storage: %s', (kind, start) => {
  let subject: Subject;
  let storage: MediaStorage;
  beforeAll(async () => {
    subject = await start();
    storage = subject.storage;
  });
  afterAll(() => subject.close());
  afterEach(async () => storage.remove(await names(storage)));

  it('is of its kind', () => expect(storage.kind).toBe(kind));

  it('gives back the bytes it was given, with their size', async () => {
    const body = bytes(70_000);
    await storage.put(IMAGE, body, 'image/jpeg');
    const stored = await storage.get(IMAGE);
    expect(stored?.byteSize).toBe(body.length);
    expect((await read(stored!.body)).equals(body)).toBe(true);
  });

  it('answers null and false for a name it does not hold', async () => {
    expect(await storage.get(IMAGE)).toBeNull();
    expect(await storage.has(IMAGE)).toBe(false);
    await storage.put(IMAGE, bytes(10), 'image/jpeg');
    expect(await storage.has(IMAGE)).toBe(true);
    expect(await storage.has(VARIANT)).toBe(false);
  });

  it('overwrites a name', async () => {
    await storage.put(VARIANT, bytes(500, 1), 'image/avif');
    await storage.put(VARIANT, bytes(20, 2), 'image/avif');
    const stored = await storage.get(VARIANT);
    expect(stored?.byteSize).toBe(20);
    expect((await read(stored!.body)).equals(bytes(20, 2))).toBe(true);
  });

  it('removes several names at once, ignoring those it does not hold', async () => {
    await storage.put(IMAGE, bytes(10), 'image/jpeg');
    await storage.put(VARIANT, bytes(10), 'image/avif');
    await storage.put(`${HASH}-320w.webp`, bytes(10), 'image/webp');
    await storage.remove([IMAGE, VARIANT, `${'f'.repeat(16)}-1x1.png`]);
    expect(await names(storage)).toEqual([`${HASH}-320w.webp`]);
    await storage.remove([]);
  });

  it('lists every stored name', async () => {
    const all = Array.from({ length: 7 }, (_, i) => `${i.toString(16).padStart(16, '0')}-${i + 1}x1.png`);
    for (const [n, name] of all.entries()) await storage.put(name, bytes(n + 1), 'image/png');
    expect((await names(storage)).sort()).toEqual(all);
  });

  it.each(['../x.jpg', 'a/b.jpg', 'x.exe', `${HASH}-1x1.exe`, `${HASH}-1x1.jpg/../../etc`, `../${IMAGE}`, `${HASH}-1X1.jpg`, ''])(
    'refuses the name %j in every method',
    async (name) => {
      const refused = `Not a media file name: ${JSON.stringify(name)}`;
      await expect(storage.put(name, bytes(1), 'image/jpeg')).rejects.toThrow(refused);
      await expect(storage.get(name)).rejects.toThrow(refused);
      await expect(storage.has(name)).rejects.toThrow(refused);
      await storage.put(IMAGE, bytes(1), 'image/jpeg');
      await expect(storage.remove([IMAGE, name])).rejects.toThrow(refused);
      expect(await storage.has(IMAGE)).toBe(true);
    },
  );
});

describe('local media storage', () => {
  it('creates its folder on the first put, and lists nothing before', async () => {
    const dir = join(folder, 'not-yet', 'media');
    const storage = createLocalMediaStorage(dir);
    expect(await names(storage)).toEqual([]);
    await storage.put(IMAGE, bytes(3), 'image/jpeg');
    expect(readdirSync(dir)).toEqual([IMAGE]);
  });

  it('leaves no temporary file behind, and lists only library names', async () => {
    const dir = mkdtempSync(join(folder, 'strays-'));
    const storage = createLocalMediaStorage(dir);
    await Promise.all(Array.from({ length: 5 }, (_, n) => storage.put(IMAGE, bytes(100_000, n), 'image/jpeg')));
    writeFileSync(join(dir, 'notes.txt'), 'not media');
    writeFileSync(join(dir, `.${VARIANT}.0123.tmp`), 'a crashed put');
    expect(readdirSync(dir).sort()).toEqual([`.${VARIANT}.0123.tmp`, IMAGE, 'notes.txt']);
    expect(await names(storage)).toEqual([IMAGE]);
    const stored = await storage.get(IMAGE);
    expect(stored?.byteSize).toBe(100_000);
    stored?.body.destroy();
  });
});

describe('S3 media storage', () => {
  let s3: Awaited<ReturnType<typeof startS3>>;
  let client: S3Client;
  beforeAll(async () => {
    s3 = await startS3(folder);
    const { endpoint, region, accessKeyId, secretAccessKey } = s3.config;
    client = new S3Client({ endpoint: endpoint!, region, forcePathStyle: true, credentials: { accessKeyId: accessKeyId!, secretAccessKey: secretAccessKey! } });
  });
  afterAll(async () => {
    client.destroy();
    await s3.close();
  });

  it('stores under its prefix, with the content type and year-long immutable caching', async () => {
    const storage = createS3MediaStorage({ ...s3.config, prefix: 'site/media/' });
    try {
      await storage.put(VARIANT, bytes(10), 'image/avif');
      const head = await client.send(new HeadObjectCommand({ Bucket: s3.config.bucket, Key: `site/media/${VARIANT}` }));
      expect(head).toMatchObject({ ContentType: 'image/avif', CacheControl: IMMUTABLE_CACHE_CONTROL, ContentLength: 10 });
      expect(IMMUTABLE_CACHE_CONTROL).toBe('public, max-age=31536000, immutable');
    } finally {
      await storage.close?.();
    }
  });

  it('lists page by page, and only names of the library under its prefix', async () => {
    const storage = createS3MediaStorage({ ...s3.config, prefix: 'paged/' }, { pageSize: 2 });
    try {
      const all = Array.from({ length: 5 }, (_, n) => `${n.toString(16).padStart(16, '0')}-${n + 1}x1.gif`);
      for (const name of all) await storage.put(name, bytes(1), 'image/gif');
      for (const key of ['paged/notes.txt', 'paged/sub/0000000000000000-1x1.gif', 'elsewhere/0000000000000009-1x1.gif']) {
        await client.send(new PutObjectCommand({ Bucket: s3.config.bucket, Key: key, Body: 'x' }));
      }
      expect(await names(storage)).toEqual(all);
      await storage.remove(all);
      expect(await names(storage)).toEqual([]);
    } finally {
      await storage.close?.();
    }
  });

  it('removes more than one DeleteObjects batch of names', async () => {
    const storage = createS3MediaStorage({ ...s3.config, prefix: 'many/' });
    try {
      const kept = `${HASH}-1x1.png`;
      await storage.put(kept, bytes(1), 'image/png');
      await storage.put(VARIANT, bytes(1), 'image/avif');
      const missing = Array.from({ length: 1500 }, (_, n) => `${n.toString(16).padStart(16, '0')}-2x2.png`);
      await storage.remove([...missing, VARIANT]);
      expect(await names(storage)).toEqual([kept]);
    } finally {
      await storage.close?.();
    }
  });

  it('fails, rather than answering null, when the bucket does not exist', async () => {
    const storage = createS3MediaStorage({ ...s3.config, bucket: 'no-such-bucket' });
    try {
      await expect(storage.get(IMAGE)).rejects.toThrow(/bucket/i);
      await expect(names(storage)).rejects.toThrow(/bucket/i);
    } finally {
      await storage.close?.();
    }
  });
});

describe('loadMediaStorageConfig', () => {
  const load = (env: Record<string, string | undefined>) => {
    const problems: string[] = [];
    return { config: loadMediaStorageConfig(env, problems), problems };
  };

  it('defaults to the folder data/media, resolved like SQLITE_FILE', () => {
    expect(load({})).toEqual({ config: { kind: 'local', dir: resolve('data/media') }, problems: [] });
    expect(load({ MEDIA_STORAGE: ' ', MEDIA_DIR: '' })).toEqual({ config: { kind: 'local', dir: resolve('data/media') }, problems: [] });
    expect(load({ MEDIA_STORAGE: 'Local', MEDIA_DIR: '/srv/folio/media', MEDIA_S3_BUCKET: 'ignored' }).config).toEqual({ kind: 'local', dir: '/srv/folio/media' });
  });

  it('reads a bucket on AWS with the SDK credentials and the defaults', () => {
    expect(load({ MEDIA_STORAGE: 's3', MEDIA_S3_BUCKET: 'folio-media' })).toEqual({
      config: { kind: 's3', bucket: 'folio-media', endpoint: null, region: 'us-east-1', accessKeyId: null, secretAccessKey: null, forcePathStyle: false, prefix: 'media/' },
      problems: [],
    });
  });

  it('reads another S3-compatible store: path-style addressing by default, the prefix made a folder', () => {
    const env = {
      MEDIA_STORAGE: 'S3',
      MEDIA_S3_BUCKET: 'folio',
      MEDIA_S3_ENDPOINT: 'http://127.0.0.1:9000',
      MEDIA_S3_REGION: 'auto',
      MEDIA_S3_ACCESS_KEY_ID: 'key',
      MEDIA_S3_SECRET_ACCESS_KEY: 'secret',
      MEDIA_S3_PREFIX: '/sites/folio',
    };
    expect(load(env)).toEqual({
      config: { kind: 's3', bucket: 'folio', endpoint: 'http://127.0.0.1:9000', region: 'auto', accessKeyId: 'key', secretAccessKey: 'secret', forcePathStyle: true, prefix: 'sites/folio/' },
      problems: [],
    });
    expect(load({ ...env, MEDIA_S3_FORCE_PATH_STYLE: 'false', MEDIA_S3_PREFIX: '/' }).config).toMatchObject({ forcePathStyle: false, prefix: '' });
  });

  it('names the variable of every wrong value', () => {
    expect(load({ MEDIA_STORAGE: 'ftp' }).problems).toEqual([expect.stringMatching(/^MEDIA_STORAGE must be local .* or s3 .*\(got "ftp"\)$/)]);
    expect(load({ MEDIA_STORAGE: 's3' }).problems).toEqual(['MEDIA_S3_BUCKET is required when MEDIA_STORAGE=s3: the name of the bucket that holds the media files']);
    const { problems } = load({
      MEDIA_STORAGE: 's3',
      MEDIA_S3_BUCKET: 'My Bucket',
      MEDIA_S3_ENDPOINT: 'minio:9000',
      MEDIA_S3_REGION: 'EU West',
      MEDIA_S3_ACCESS_KEY_ID: 'key',
      MEDIA_S3_FORCE_PATH_STYLE: 'maybe',
      MEDIA_S3_PREFIX: '../other',
    });
    expect(problems.map((problem) => problem.split(' ')[0])).toEqual([
      'MEDIA_S3_BUCKET',
      'MEDIA_S3_ENDPOINT',
      'MEDIA_S3_REGION',
      'MEDIA_S3_ACCESS_KEY_ID',
      'MEDIA_S3_PREFIX',
      'MEDIA_S3_FORCE_PATH_STYLE',
    ]);
    expect(problems[3]).toBe("MEDIA_S3_ACCESS_KEY_ID and MEDIA_S3_SECRET_ACCESS_KEY go together: set both, or neither to use the AWS SDK's default credentials");
  });
});
