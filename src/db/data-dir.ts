/**
 * The data directory made and checked before anything is opened in it. Node's `mkdirSync(dir, { recursive: true })`
 * loops for ever, at full CPU, on a path under /proc (it keeps retrying the ENOENT the kernel answers), so
 * directories are made one level at a time here.
 */
import { closeSync, mkdirSync, openSync, rmSync, statSync, writeSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/** Makes `dir` and any missing parents, or throws the error of the level that failed. */
export function makeDirectory(dir: string): void {
  const path = resolve(dir);
  try {
    if (statSync(path).isDirectory()) return;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    const parent = dirname(path);
    if (parent !== path) makeDirectory(parent);
    try {
      mkdirSync(path);
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
