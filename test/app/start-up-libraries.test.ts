/**
 * Heavy libraries load at first use (CONTRIBUTING.md): a process that starts the app (every `boxline` command, every
 * test batch) loads no PDF, barcode or zip library until it makes a PDF, a label or an XLSX. Read off a real process:
 * a module-resolution hook lists the packages the app's modules import.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** What the app leaves to its first PDF (pdf-lib, bwip-js) or first XLSX (zip-stream): about 0.4 CPU-seconds a start. */
const AT_FIRST_USE = ['pdf-lib', 'bwip-js', 'zip-stream'];

const HOOKS = `export async function resolve(specifier, context, next) {
  const resolved = await next(specifier, context);
  const name = /node_modules\\/((?:@[^/]+\\/)?[^/]+)\\//.exec(resolved.url)?.[1];
  if (name) process.stderr.write('package ' + name + '\\n');
  return resolved;
}`;

/** The packages a fresh process imports while it runs `script` (an ES module's text). */
function packagesImportedBy(script: string): Set<string> {
  const register = `import { register } from 'node:module'; register(${JSON.stringify(`data:text/javascript,${encodeURIComponent(HOOKS)}`)});`;
  const run = spawnSync(process.execPath, ['--import', `data:text/javascript,${encodeURIComponent(register)}`, '--input-type=module', '-e', script], { encoding: 'utf8' });
  assert.equal(run.status, 0, run.stderr);
  return new Set([...run.stderr.matchAll(/^package (\S+)$/gm)].map((m) => m[1]));
}

// The compiled modules the tests run (scripts/test.mjs builds them first).
const moduleUrl = (path: string) => JSON.stringify(pathToFileURL(join(process.cwd(), 'dist-test', 'src', path)).href);

describe('libraries loaded at start-up', () => {
  it('builds the app without pdf-lib, bwip-js or zip-stream', () => {
    const loaded = packagesImportedBy(`await import(${moduleUrl('app.js')});`);
    assert.ok(loaded.has('fastify'), 'the hook sees the packages the app imports');
    assert.deepEqual(AT_FIRST_USE.filter((name) => loaded.has(name)), []);
  });

  it('loads them with the modules that draw (a label here)', () => {
    const loaded = packagesImportedBy(`await import(${moduleUrl('app.js')}); await import(${moduleUrl('carriers/sandbox/label.js')});`);
    assert.deepEqual(['pdf-lib', 'bwip-js'].filter((name) => !loaded.has(name)), []);
  });
});
