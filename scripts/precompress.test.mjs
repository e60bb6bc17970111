import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { precompress } from './precompress.mjs';

const script = fileURLToPath(new URL('./precompress.mjs', import.meta.url));
const text = (label, bytes) => `/* ${label} */ ${'export const value = "compressible text";\n'.repeat(Math.ceil(bytes / 40))}`.slice(0, bytes);

let dist;
beforeEach(() => {
  dist = mkdtempSync(join(tmpdir(), 'folio-precompress-'));
  const files = {
    'assets/index-abc.js': text('script', 4096),
    'assets/index-abc.css': text('style', 2048),
    'assets/nested/chunk-def.mjs': text('nested', 1024),
    'assets/tiny-ghi.js': text('tiny', 1023),
    'assets/photo-jkl.png': text('not text', 4096),
    'assets/logo.svg': text('svg', 3000),
    'outside-assets.js': text('outside', 4096),
  };
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(join(dist, name, '..'), { recursive: true });
    writeFileSync(join(dist, name), content);
  }
});
afterEach(() => rmSync(dist, { recursive: true, force: true }));

it('writes gzip and brotli copies of every compressible file of 1 KB or more under assets/', async () => {
  const totals = await precompress(dist);
  for (const name of ['assets/index-abc.js', 'assets/index-abc.css', 'assets/nested/chunk-def.mjs', 'assets/logo.svg']) {
    const original = readFileSync(join(dist, name));
    expect(gunzipSync(readFileSync(join(dist, `${name}.gz`)))).toEqual(original);
    expect(brotliDecompressSync(readFileSync(join(dist, `${name}.br`)))).toEqual(original);
    expect(statSync(join(dist, `${name}.br`)).size).toBeLessThan(original.length);
  }
  for (const name of ['assets/tiny-ghi.js', 'assets/photo-jkl.png', 'outside-assets.js']) {
    expect(existsSync(join(dist, `${name}.gz`))).toBe(false);
    expect(existsSync(join(dist, `${name}.br`))).toBe(false);
  }
  expect(totals).toEqual(expect.objectContaining({ files: 4, written: 8, fresh: 0 }));
});

it('keeps copies as fresh as their file and redoes the others', async () => {
  await precompress(dist);
  expect(await precompress(dist)).toEqual(expect.objectContaining({ written: 0, fresh: 8 }));

  const changed = join(dist, 'assets/index-abc.js');
  writeFileSync(changed, text('changed script', 4096));
  const later = new Date(Date.now() + 5_000);
  utimesSync(changed, later, later);
  expect(await precompress(dist)).toEqual(expect.objectContaining({ written: 2, fresh: 6 }));
  expect(gunzipSync(readFileSync(`${changed}.gz`)).toString()).toContain('changed script');
  expect(brotliDecompressSync(readFileSync(`${changed}.br`)).toString()).toContain('changed script');
});

it('keeps copies that hold their file\'s bytes whatever the times say, and redoes those that do not', async () => {
  await precompress(dist);
  const touched = join(dist, 'assets/index-abc.css');
  const later = new Date(Date.now() + 5_000);
  utimesSync(touched, later, later);
  const stale = join(dist, 'assets/logo.svg');
  writeFileSync(`${stale}.br`, brotliCompressSync(text('an earlier build', 3000)));
  utimesSync(`${stale}.br`, later, later);

  expect(await precompress(dist)).toEqual(expect.objectContaining({ written: 1, fresh: 7 }));
  // The touched file's copies are kept and carry its time again (to the millisecond).
  expect(Math.abs(statSync(`${touched}.br`).mtimeMs - statSync(touched).mtimeMs)).toBeLessThan(1);
  expect(brotliDecompressSync(readFileSync(`${stale}.br`))).toEqual(readFileSync(stale));
});

it('runs from the command line and fails plainly without a build', () => {
  const ok = spawnSync(process.execPath, [script, dist], { encoding: 'utf8' });
  expect(ok.status).toBe(0);
  expect(ok.stdout).toMatch(/4 files.*wrote 8 copies/);
  expect(existsSync(join(dist, 'assets/index-abc.js.br'))).toBe(true);

  const missing = spawnSync(process.execPath, [script, join(dist, 'nope')], { encoding: 'utf8' });
  expect(missing.status).toBe(1);
  expect(missing.stderr).toContain('is not a folder');
});
