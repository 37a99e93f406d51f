#!/usr/bin/env node
// `npm run build` (and `npm install`'s prepare): compiles src/ into dist/ with tsconfig.build.json (each `.ts`
// import rewritten to `.js`) and copies what the code reads at run time beside it (the SQL migrations: every file
// of src/ that is not TypeScript). Incremental: tsc recompiles what changed; outputs whose source is gone are
// removed. `--if-stale` builds only when src/ changed since the last build (scripts/test.mjs).
import { copyFileSync, mkdirSync, readdirSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { spawnSync } from 'node:child_process';
import { DIST, ROOT, SRC, STAMP, distState } from './dist-state.mjs';

if (process.argv.includes('--if-stale') && distState() === 'fresh') process.exit(0);

let tsc;
try {
  tsc = createRequire(join(ROOT, 'package.json')).resolve('typescript/bin/tsc');
} catch {
  // `npm ci --omit=dev` installs no TypeScript: the install goes on, and bin/boxline.js says what is missing.
  console.error('boxline build: typescript is not installed (dev dependencies omitted?): dist/ not built. Build where they are (npm run build) and ship dist/.');
  process.exit(process.env.npm_lifecycle_event === 'prepare' ? 0 : 1);
}

const started = Date.now();
rmSync(STAMP, { force: true });
const compile = () => {
  const compiled = spawnSync(process.execPath, [tsc, '-p', join(ROOT, 'tsconfig.build.json')], { stdio: 'inherit', cwd: ROOT });
  if (compiled.status === 0) return;
  console.error('boxline build: tsc failed (see above); dist/ is incomplete');
  process.exit(compiled.status ?? 1);
};
compile();

const walk = (dir) => readdirSync(dir, { withFileTypes: true })
  .flatMap((e) => (e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)]));

// Assets: every file of src/ that tsc does not compile, copied to the same place under dist/.
const sources = walk(SRC).map((f) => relative(SRC, f));
const expected = new Set();
for (const file of sources) {
  if (file.endsWith('.ts')) {
    const js = file.replace(/\.ts$/, '.js');
    expected.add(js).add(`${js}.map`);
    continue;
  }
  expected.add(file);
  mkdirSync(dirname(join(DIST, file)), { recursive: true });
  copyFileSync(join(SRC, file), join(DIST, file));
}
// tsc's incremental record trusts the outputs it wrote: if some were deleted since, compile everything again.
if ([...expected].some((f) => !existsSync(join(DIST, f)))) {
  rmSync(join(DIST, '.tsbuildinfo'), { force: true });
  compile();
}
// Outputs of sources deleted or renamed since the last build.
for (const file of walk(DIST).map((f) => relative(DIST, f))) {
  if (!expected.has(file) && !file.startsWith('.')) rmSync(join(DIST, file));
}
if (!existsSync(join(DIST, 'cli.js'))) {
  console.error('boxline build: dist/cli.js was not written');
  process.exit(1);
}
writeFileSync(STAMP, `${new Date().toISOString()}\n`);
console.error(`boxline build: dist/ built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
