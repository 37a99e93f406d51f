/**
 * The data directory made and checked before anything is opened in it. Node's `mkdirSync(dir, { recursive: true })`
 * loops for ever, at full CPU, on a path under /proc (it keeps retrying the ENOENT the kernel answers), so
 * directories are made one level at a time here.
 *
 * The directory holds the embedded database (password and token hashes among its rows), the wallet key and
 * documents: it and everything in it is private to the user the process runs as (directories 0700, files 0600).
 */
import { chmodSync, closeSync, lstatSync, mkdirSync, openSync, readdirSync, rmSync, statSync, writeSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/** What files and directories made in DATA_DIR leave out: every permission of the group and of others. */
export const PRIVATE_UMASK = 0o077;

/** Makes `dir` (private, 0700) and any missing parents (as the umask has them), or throws the error of the level that failed. */
export function makeDirectory(dir: string, mode = 0o700): void {
  const path = resolve(dir);
  try {
    if (statSync(path).isDirectory()) return;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    const parent = dirname(path);
    if (parent !== path) makeDirectory(parent, 0o777);
    try {
      mkdirSync(path, mode);
    } catch (mkdirError) {
      if ((mkdirError as NodeJS.ErrnoException).code !== 'EEXIST') throw mkdirError;
    }
    return;
  }
  const notDir = new Error(`${path} is not a directory`) as NodeJS.ErrnoException;
  notDir.code = 'ENOTDIR';
  throw notDir;
}

const REASONS: Record<string, string> = {
  ENOENT: 'it cannot be created there', EACCES: 'permission denied', EPERM: 'permission denied', EROFS: 'read-only file system',
  ENOTDIR: 'not a directory', ENOSPC: 'no space left on the device', EDQUOT: 'disk quota exceeded',
};

/** Null when `dir` exists (or was made) and a file can be written in it; else what is wrong, in words. */
export function dataDirProblem(dir: string): string | null {
  const probe = join(resolve(dir), `.boxline-write-check-${process.pid}`);
  try {
    makeDirectory(dir);
    const fd = openSync(probe, 'w');
    try {
      writeSync(fd, 'ok');
    } finally {
      closeSync(fd);
    }
    rmSync(probe, { force: true });
    return null;
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code ?? '';
    return `${REASONS[code] ?? (err as Error).message}${code ? ` (${code})` : ''}`;
  }
}

/**
 * Makes `dir` and everything under it private: directories 0700, other files 0600. Symbolic links are left as they are and not
 * followed. For data written before this rule, or by a writer that sets its own modes (PGlite's first start
 * copies its initial database files in as 0666).
 */
export function makePrivate(dir: string): void {
  const walk = (path: string) => {
    let stat;
    try {
      stat = lstatSync(path);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return; // removed meanwhile
      throw err;
    }
    if (stat.isSymbolicLink()) return;
    const isDir = stat.isDirectory();
    const mode = isDir ? 0o700 : 0o600;
    if ((stat.mode & 0o777) !== mode) chmodSync(path, mode);
    if (isDir) for (const name of readdirSync(path)) walk(join(path, name));
  };
  walk(resolve(dir));
}

/** Makes DATA_DIR private now and has this process make every later file private (its umask: PRIVATE_UMASK). */
export function keepPrivate(dir: string): void {
  process.umask(PRIVATE_UMASK);
  makeDirectory(dir);
  makePrivate(dir);
}
