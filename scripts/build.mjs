#!/usr/bin/env node
// `npm run build` (and `npm install`'s prepare): compiles src/ into dist/ with tsconfig.build.json (each `.ts`
// import rewritten to `.js`) and copies what the code reads at run time beside it (the SQL migrations: every file
// of src/ that is not TypeScript). `--tests` builds dist-test/ instead (tsconfig.test.json: src/, test/ and what
// they import, which `npm test` runs; a type error fails it). Incremental: tsc recompiles what changed; outputs
// whose source is gone are removed. `--if-stale` builds only when the sources changed since the last build
// (scripts/test.mjs).
import { copyFileSync, mkdirSync, readdirSync, rmSync, utimesSync, writeFileSync, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { spawnSync } from 'node:child_process';
import { BUILDS, ROOT, buildState } from './dist-state.mjs';

const build = process.argv.includes('--tests') ? BUILDS.tests : BUILDS.dist;
if (process.argv.includes('--if-stale') && buildState(build) === 'fresh') process.exit(0);

let tsc;
try {
  tsc = createRequire(join(ROOT, 'package.json')).resolve('typescript/bin/tsc');
} catch {
  // `npm ci --omit=dev` installs no TypeScript: the install goes on, and bin/boxline.js says what is missing.
  console.error('boxline build: typescript is not installed (dev dependencies omitted?): dist/ not built. Build where they are (npm run build) and ship dist/.');
  process.exit(process.env.npm_lifecycle_event === 'prepare' ? 0 : 1);
}

const started = Date.now();
rmSync(build.stamp, { force: true });
const compile = () => {
  const compiled = spawnSync(process.execPath, [tsc, '-p', build.tsconfig], { stdio: 'inherit', cwd: ROOT });
  if (compiled.status === 0) return;
  console.error(`boxline build: tsc failed (see above); ${build.name}/ is incomplete`);
  process.exit(compiled.status ?? 1);
};
compile();

const walk = (dir) => readdirSync(dir, { withFileTypes: true })
  .filter((e) => e.name !== 'node_modules')
  .flatMap((e) => (e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)]));

// What the build holds: each compiled source's JavaScript and source map, and the assets copied beside them.
const expected = new Set();
const compiledRoot = build === BUILDS.dist ? join(ROOT, 'src') : ROOT;
for (const source of build.sources.flatMap(walk)) {
  if (source.endsWith('.ts') && !source.endsWith('.d.ts')) {
    const js = relative(compiledRoot, source).replace(/\.ts$/, '.js');
    expected.add(js).add(`${js}.map`);
  }
}
for (const [from, to] of build.assets) {
  for (const file of walk(from).filter((f) => !f.endsWith('.ts'))) {
    const copy = join(to, relative(from, file));
    expected.add(relative(build.out, copy));
    mkdirSync(dirname(copy), { recursive: true });
    copyFileSync(file, copy);
  }
}
// tsc's incremental record trusts the outputs it wrote: if some were deleted since, compile everything again.
if ([...expected].some((f) => !existsSync(join(build.out, f)))) {
  rmSync(join(build.out, '.tsbuildinfo'), { force: true });
  compile();
}
// Outputs of sources deleted or renamed since the last build (and of files tsc reached outside the sources).
for (const file of walk(build.out).map((f) => relative(build.out, f))) {
  if (!expected.has(file) && !file.split('/').some((part) => part.startsWith('.'))) rmSync(join(build.out, file));
}
const entry = build === BUILDS.dist ? 'cli.js' : join('test', 'support', 'app.js');
if (!existsSync(join(build.out, entry))) {
  console.error(`boxline build: ${build.name}/${entry} was not written`);
  process.exit(1);
}
writeFileSync(build.stamp, `${new Date().toISOString()}\n`);
// The stamp is dated when the build started: a source edited while tsc ran is newer than it, so the next run
// builds again instead of trusting outputs compiled from the file's older text.
utimesSync(build.stamp, started / 1000, started / 1000);
console.error(`boxline build: ${build.name}/ built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
