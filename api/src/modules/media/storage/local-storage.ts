import { randomBytes } from 'node:crypto';
import { open, readdir, rename, rm, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { makePrivateFolder, PRIVATE_FILE_MODE } from '../../../db/knex.js';
import { assertMediaFileName, isMediaFileName, type MediaStorage } from './media-storage.js';

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * The library in a folder on disk, created by the first put. The folder is 0700 and each file 0600
 * whatever the umask: the API serves them itself (`/media/*`), no other local user needs to read them
 * (and unpublished posts' images are there).
 */
export function createLocalMediaStorage(dir: string): MediaStorage {
  const folder = resolve(dir);
  const pathOf = (name: string) => {
    assertMediaFileName(name);
    return join(folder, name);
  };

  return {
    kind: 'local',

    async put(name, body) {
      const path = pathOf(name);
      makePrivateFolder(folder, true);
      // A dot name never matches the naming rule, so list() skips a temp file a crash leaves behind.
      const temp = join(folder, `.${name}.${randomBytes(6).toString('hex')}.tmp`);
      try {
        const handle = await open(temp, 'wx', PRIVATE_FILE_MODE);
        try {
          await handle.chmod(PRIVATE_FILE_MODE);
          await handle.writeFile(body);
          // On disk before the rename, so that a crash cannot leave the final name on an empty file.
          await handle.sync();
        } finally {
          await handle.close();
        }
        await rename(temp, path);
      } catch (error) {
        await rm(temp, { force: true });
        throw error;
      }
    },

    async get(name) {
      const path = pathOf(name);
      try {
        // Size and stream from one open file, even if the name is replaced or removed meanwhile.
        const handle = await open(path, 'r');
        try {
          const { size } = await handle.stat();
          return { body: handle.createReadStream(), byteSize: size };
        } catch (error) {
          await handle.close();
          throw error;
        }
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async has(name) {
      const path = pathOf(name);
      try {
        return (await stat(path)).isFile();
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },

    async remove(names) {
      const paths = names.map(pathOf);
      for (const path of paths) await rm(path, { force: true });
    },

    async *list() {
      let entries: string[];
      try {
        entries = await readdir(folder);
      } catch (error) {
        if (isMissing(error)) return;
        throw error;
      }
      yield* entries.filter(isMediaFileName).sort();
    },
  };
}
