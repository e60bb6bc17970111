import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { BUNDLED_IMAGES } from './support/test-context.js';
import { bootstrap } from '../src/bootstrap.js';
import { loadConfig } from '../src/config.js';
import { startServer } from '../src/server.js';

describe('start and graceful shutdown', () => {
  const folder = mkdtempSync(join(tmpdir(), 'folio-shutdown-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('boots an empty embedded database into a seeded API, then drains and closes the database', async () => {
    const config = loadConfig({ SQLITE_FILE: join(folder, 'folio.sqlite'), MEDIA_DIR: join(folder, 'media'), ADMIN_PASSWORD: 'a configured passphrase', LOG_LEVEL: 'silent' });
    const deps = await bootstrap(config, pino({ level: 'silent' }), () => {}, BUNDLED_IMAGES);
    const running = await startServer(deps, 0, '127.0.0.1');
    const base = `http://127.0.0.1:${running.port}/api`;

    const personas = (await (await fetch(`${base}/personas`)).json()) as Array<{ id: number }>;
    expect(personas.map((persona) => persona.id).sort()).toEqual([1, 4, 5]);

    const arrived = new Promise((resolve) => running.server.once('request', resolve));
    const inFlight = fetch(`${base}/blog/posts`);
    await arrived;
    await running.close();
    expect((await inFlight).status).toBe(200);
    await expect(fetch(`${base}/health`)).rejects.toThrow();
    await expect(deps.db.raw('select 1')).rejects.toThrow();
  });
});
