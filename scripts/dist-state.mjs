// Whether a build of the TypeScript (scripts/build.mjs) is there and up to date with its sources. Two builds:
// - dist/: src/ compiled for the `boxline` command and the server (`npm run build`, and `npm install`'s prepare);
// - dist-test/: src/, test/ and what they import compiled together for `npm test` (scripts/test.mjs), which runs the
//   test files as JavaScript rather than compiling them in every test process.
// Used by bin/boxline.js, scripts/build.mjs --if-stale and scripts/test.mjs; plain JavaScript, no dependencies.
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const SRC = join(ROOT, 'src');

/**
 * `out`: the build's folder; `tsconfig`: its compiler settings; `sources`: the folders whose changes make it stale;
 * `assets`: [from, to] folders whose files that are not TypeScript are copied (the SQL migrations src/ reads at
 * run time); `stamp`: written last by a build that succeeded, its mtime the time that build started.
 */
const target = (out, tsconfig, sources, assets) => ({
  name: out, out: join(ROOT, out), tsconfig: join(ROOT, tsconfig), sources: sources.map((s) => join(ROOT, s)),
  assets: assets.map(([from, to]) => [join(ROOT, from), join(ROOT, to)]), stamp: join(ROOT, out, '.build-complete'),
});

export const BUILDS = {
  dist: target('dist', 'tsconfig.build.json', ['src'], [['src', 'dist']]),
  tests: target('dist-test', 'tsconfig.test.json', ['src', 'test', 'scripts', 'bench', 'clients'], [['src', 'dist-test/src']]),
};
export const DIST = BUILDS.dist.out;
export const STAMP = BUILDS.dist.stamp;

/** The newest mtime under `dir`, directories included (a deleted or renamed file moves its folder's). */
function newestMtime(dir) {
  let newest = statSync(dir).mtimeMs;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules') continue;
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

/** 'missing' (no finished build), 'stale' (its sources changed since; also the tsconfig files) or 'fresh'. */
export function buildState(build) {
  let built;
  try {
    built = statSync(build.stamp).mtimeMs;
  } catch {
    return 'missing';
  }
  let sources;
  try {
    const configs = ['tsconfig.json', 'tsconfig.build.json', 'tsconfig.test.json'].map((f) => statSync(join(ROOT, f)).mtimeMs);
    sources = Math.max(...build.sources.map(newestMtime), ...configs);
  } catch {
    return 'fresh'; // no sources next to the build (an installed copy): nothing to compare with
  }
  return sources > built ? 'stale' : 'fresh';
}

/** The state of dist/ (the compiled command and server). */
export const distState = () => buildState(BUILDS.dist);
