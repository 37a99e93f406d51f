#!/usr/bin/env node
// Fails when two folders import each other, directly or round a longer loop (`npm run lint` runs it after
// eslint, whose boxline/import-direction zones check the direction of each import).
//
// A folder is a top-level folder of src/ (`core`, `db`, `events`, `http`, ...) or a resource folder of src/v2/
// (`v2/orders`, nested folders included); a file directly in src/ (app.ts, config.ts, ...) counts as its own
// unit. Type-only imports count: they are dependencies of the design even when they vanish at run time.
//
//   node scripts/check-imports.mjs [root]     root defaults to src; prints the loops and exits 1 when any
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';

const root = resolve(process.argv[2] ?? 'src');

function sourceFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|mts|js|mjs)$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

/** The unit a file belongs to: `core`, `v2/orders`, `app.ts`, `v2` (src/v2/index.ts). */
export function unitOf(file) {
  const parts = relative(root, file).split(sep);
  if (parts.length === 1) return parts[0];
  if (parts[0] === 'v2' && parts.length > 2) return `v2/${parts[1]}`;
  return parts[0];
}

/** unit -> unit -> the first file (and its import) seen making that edge */
const edges = new Map();
for (const file of sourceFiles(root)) {
  const info = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  for (const { fileName: spec } of info.importedFiles) {
    if (!spec.startsWith('.')) continue;
    const target = resolve(dirname(file), spec);
    if (relative(root, target).startsWith('..')) continue;
    const from = unitOf(file);
    const to = unitOf(target);
    if (from === to) continue;
    if (!edges.has(from)) edges.set(from, new Map());
    if (!edges.get(from).has(to)) edges.get(from).set(to, `${relative(process.cwd(), file)} imports ${spec}`);
  }
}

// Tarjan's strongly connected components: every component of more than one unit is a loop of folders.
const index = new Map();
const low = new Map();
const stack = [];
const onStack = new Set();
const loops = [];
let counter = 0;
const units = [...new Set([...edges.keys(), ...[...edges.values()].flatMap((m) => [...m.keys()])])].sort();
function visit(unit) {
  index.set(unit, counter);
  low.set(unit, counter++);
  stack.push(unit);
  onStack.add(unit);
  for (const next of edges.get(unit)?.keys() ?? []) {
    if (!index.has(next)) {
      visit(next);
      low.set(unit, Math.min(low.get(unit), low.get(next)));
    } else if (onStack.has(next)) {
      low.set(unit, Math.min(low.get(unit), index.get(next)));
    }
  }
  if (low.get(unit) === index.get(unit)) {
    const component = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      component.push(member);
    } while (member !== unit);
    if (component.length > 1) loops.push(component.sort());
  }
}
for (const unit of units) if (!index.has(unit)) visit(unit);

if (loops.length === 0) {
  console.log(`check-imports: no folder imports another that imports it back (${units.length} units under ${relative(process.cwd(), root) || '.'})`);
  process.exit(0);
}
for (const loop of loops) {
  console.error(`check-imports: these folders import each other: ${loop.join(', ')}`);
  const members = new Set(loop);
  for (const from of loop) {
    for (const [to, example] of edges.get(from) ?? []) if (members.has(to)) console.error(`  ${from} -> ${to}: ${example}`);
  }
}
process.exit(1);
