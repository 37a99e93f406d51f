// Whether dist/ (the JavaScript `npm run build` compiles from src/) is there and up to date with src/.
// Used by bin/boxline.js, scripts/build.mjs --if-stale and scripts/test.mjs; plain JavaScript, no dependencies.
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const SRC = join(ROOT, 'src');
export const DIST = join(ROOT, 'dist');
/** Written last by a build that succeeded: its mtime is the build's. */
export const STAMP = join(DIST, '.build-complete');

/** The newest mtime under `dir`, directories included (a deleted or renamed file moves its folder's). */
function newestMtime(dir) {
  let newest = statSync(dir).mtimeMs;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

/** 'missing' (no finished build), 'stale' (src/ changed since; also tsconfig files) or 'fresh'. */
export function distState() {
  let built;
  try {
    built = statSync(STAMP).mtimeMs;
  } catch {
    return 'missing';
  }
  let sources;
  try {
    sources = Math.max(newestMtime(SRC), ...['tsconfig.json', 'tsconfig.build.json'].map((f) => statSync(join(ROOT, f)).mtimeMs));
  } catch {
    return 'fresh'; // no src/ next to dist/ (an installed copy): nothing to compare with
  }
  return sources > built ? 'stale' : 'fresh';
}
