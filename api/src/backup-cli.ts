// `npm run backup` and `npm run restore <file>`: the same configuration as the API (the environment,
// and the repository's .env as `npm start` reads it), so both reach the database the site uses.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ConfigError, loadConfig } from './config.js';
import { BackupError } from './backup/backup-error.js';
import { createBackup } from './backup/backup.js';
import { restoreBackup } from './backup/restore.js';
import { describeDatabase } from './backup/target.js';
import { createMediaStorage, describeMediaStorage, type MediaStorage, type MediaStorageConfig } from './modules/media/storage/index.js';

const USAGE = `Usage:
  npm run backup [-- --dir <folder>]   write backups/folio-<time>.json.gz (folder: --dir, else BACKUP_DIR, else backups)
  npm run restore <file>               load a backup into an empty database (the one DATABASE_URL or SQLITE_FILE names)
                                       and its media files into the media storage (MEDIA_STORAGE)
In the API image: node api/dist/backup-cli.js backup|restore ...`;

/** The media storage the API would use, closed after the work. */
async function withMedia<T>(config: MediaStorageConfig, work: (media: MediaStorage) => Promise<T>): Promise<T> {
  const media = createMediaStorage(config);
  try {
    return await work(media);
  } finally {
    await media.close?.();
  }
}

const size = (bytes: number) => (bytes < 1024 * 1024 ? `${Math.ceil(bytes / 1024)} kB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`);
const files = (n: number) => `${n} media ${n === 1 ? 'file' : 'files'}`;

async function main(args: string[]): Promise<void> {
  const envFile = fileURLToPath(new URL('../../.env', import.meta.url));
  if (existsSync(envFile)) process.loadEnvFile(envFile);
  const [command, ...rest] = args;
  if (command === 'backup') {
    const dirIndex = rest.indexOf('--dir');
    const dir = dirIndex >= 0 ? rest[dirIndex + 1] : process.env.BACKUP_DIR?.trim() || 'backups';
    if (!dir || rest.length !== (dirIndex >= 0 ? 2 : 0)) throw new BackupError(USAGE);
    const { database, media: { storage: mediaConfig } } = loadConfig();
    const done = await withMedia(mediaConfig, (media) => createBackup(database, dir, media));
    console.log(
      `Backed up ${done.rows} rows of ${done.tables} tables (schema ${done.schema}) from the ${database.engine} database ${describeDatabase(database)} ` +
        `and ${files(done.media.files)} (${size(done.media.bytes)}) from ${describeMediaStorage(mediaConfig)} to ${done.file}`,
    );
  } else if (command === 'restore') {
    if (rest.length !== 1) throw new BackupError(USAGE);
    const { database, media: { storage: mediaConfig } } = loadConfig();
    const done = await withMedia(mediaConfig, (media) => restoreBackup(database, rest[0]!, media));
    const present = done.media.present > 0 ? `, ${done.media.present} of them already there` : '';
    console.log(
      `Restored ${done.rows} rows of ${done.tables} tables (schema ${done.schema}, now migrated to ${done.migratedTo}) into the ${database.engine} database ${describeDatabase(database)}, ` +
        `and ${files(done.media.files)} (${size(done.media.bytes)}${present}) into ${describeMediaStorage(mediaConfig)}. ` +
        'Sessions are not in backups: sign in again once the API runs on it.',
    );
  } else {
    throw new BackupError(USAGE);
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  if (error instanceof BackupError || error instanceof ConfigError) process.stderr.write(`${error.message}\n`);
  else process.stderr.write(`${process.argv[2] === 'restore' ? 'Restore' : 'Backup'} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
