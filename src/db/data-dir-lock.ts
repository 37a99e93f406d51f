/**
 * PGlite has no lock of its own: two processes on one data directory would corrupt it. A lock file holding
 * the owner's pid makes the second process fail at once; a lock left by a dead process is taken over. A
 * `boxline` command finds a server holding the lock by it, and asks the server to run it (src/commands/).
 */
import { openSync, readFileSync, rmSync, writeSync, closeSync } from 'node:fs';
import { join } from 'node:path';
import { makeDirectory } from './data-dir.ts';

export class DataDirLockedError extends Error {}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

const lockPathOf = (dataDir: string) => join(dataDir, 'boxline.lock');

/** The process id of another live process holding the data directory's lock, or null. */
export function dataDirHolder(dataDir: string): number | null {
  let owner: number;
  try {
    owner = Number(readFileSync(lockPathOf(dataDir), 'utf8').trim());
  } catch {
    return null;
  }
  return Number.isInteger(owner) && owner > 0 && owner !== process.pid && isAlive(owner) ? owner : null;
}

export function acquireDataDirLock(dataDir: string): () => void {
  makeDirectory(dataDir);
  const lockPath = lockPathOf(dataDir);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        rmSync(lockPath, { force: true });
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const owner = Number(readFileSync(lockPath, 'utf8').trim());
      if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && isAlive(owner)) {
        throw new DataDirLockedError(
          `The embedded database in ${dataDir} is in use by process ${owner}. ` +
            'Stop that process, or set DATA_DIR to another directory, or use PostgreSQL with DATABASE_URL.',
        );
      }
      rmSync(lockPath, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not lock the embedded database in ${dataDir}.`);
}
