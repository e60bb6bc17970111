import type { Readable } from 'node:stream';
import { mediaContentType } from '@folio/contracts';
import type { MediaStorage } from '../modules/media/index.js';
import { BackupError } from './backup-error.js';
import type { MediaFile } from './format.js';

export type MediaCount = { files: number; bytes: number };

const STORAGE_SETTINGS = {
  local: 'MEDIA_DIR',
  s3: 'MEDIA_S3_BUCKET, MEDIA_S3_ENDPOINT and the credentials (MEDIA_S3_ACCESS_KEY_ID, MEDIA_S3_SECRET_ACCESS_KEY)',
} as const;

function storageError(storage: MediaStorage, doing: string, error: unknown): BackupError {
  const { name, message } = error as Error;
  return new BackupError(`Cannot ${doing} the ${storage.kind} media storage: ${message || name}. Check MEDIA_STORAGE and ${STORAGE_SETTINGS[storage.kind]}.`);
}

async function readAll(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Every file of the storage, one at a time, counted into `count` as it goes. */
export async function* readMedia(storage: MediaStorage, count: MediaCount): AsyncGenerator<MediaFile> {
  try {
    for await (const name of storage.list()) {
      const stored = await storage.get(name);
      // Removed since it was listed: as if the backup had been made a moment later.
      if (!stored) continue;
      const bytes = await readAll(stored.body);
      count.files += 1;
      count.bytes += bytes.length;
      yield { name, bytes };
    }
  } catch (error) {
    throw storageError(storage, 'read the files of', error);
  }
}

/** Puts each file into the storage, but for names it already holds: a name always means the same bytes. */
export async function writeMedia(storage: MediaStorage, files: AsyncIterable<MediaFile>): Promise<MediaCount & { present: number }> {
  const done = { files: 0, bytes: 0, present: 0 };
  for await (const { name, bytes } of files) {
    try {
      if (await storage.has(name)) done.present += 1;
      else await storage.put(name, bytes, mediaContentType(name) ?? 'application/octet-stream');
    } catch (error) {
      throw storageError(storage, 'write the files to', error);
    }
    done.files += 1;
    done.bytes += bytes.length;
  }
  return done;
}
