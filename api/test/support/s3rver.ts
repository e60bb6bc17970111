import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync } from 'node:fs';
import { join } from 'node:path';
import { loadMediaStorageConfig, type S3StorageConfig } from '../../src/modules/media/storage/index.js';

/**
 * An S3-compatible store (s3rver) on a random port of 127.0.0.1, over a new folder inside `folder`,
 * with the bucket made. In a process of its own: its continuation tokens use DES, which Node's
 * OpenSSL 3 only has with the legacy provider.
 */
export async function startS3(folder: string, bucket = 'folio-media'): Promise<{ config: S3StorageConfig; close(): Promise<void> }> {
  const script = `const S3rver = require(process.argv[1]);
    new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: process.argv[2], configureBuckets: [{ name: process.argv[3] }] })
      .run().then(({ port }) => console.log(port));`;
  const server = spawn(process.execPath, ['--openssl-legacy-provider', '-e', script, require.resolve('s3rver'), mkdtempSync(join(folder, 's3-')), bucket], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const [port] = (await once(server.stdout, 'data')) as [Buffer];
  const config = loadMediaStorageConfig(
    { MEDIA_STORAGE: 's3', MEDIA_S3_BUCKET: bucket, MEDIA_S3_ENDPOINT: `http://127.0.0.1:${String(port).trim()}`, MEDIA_S3_ACCESS_KEY_ID: 'S3RVER', MEDIA_S3_SECRET_ACCESS_KEY: 'S3RVER' },
    [],
  ) as S3StorageConfig;
  return {
    config,
    async close() {
      server.kill();
      if (server.exitCode === null && server.signalCode === null) await once(server, 'exit');
    },
  };
}
