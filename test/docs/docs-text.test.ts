/**
 * The documentation as a reader finds it in a clone: README, CONTRIBUTING, the client's README and docs/ link and
 * name only files that are in the repository (nothing beside it, like ../shared/...).
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';

const ROOT = process.cwd();
const DOCS = readdirSync(join(ROOT, 'docs')).filter((f) => f.endsWith('.md')).map((f) => `docs/${f}`);
const FILES = ['README.md', 'CONTRIBUTING.md', 'clients/typescript/README.md', ...DOCS];

const read = (file: string) => readFileSync(join(ROOT, file), 'utf8');
/** Inside the repository, and there: `target` as a link from `file` or as a path from the root or from `file`'s folder. */
function resolves(file: string, target: string): boolean {
  return [join(dirname(file), target), target].some((candidate) => {
    const path = normalize(candidate);
    return !relative(ROOT, join(ROOT, path)).startsWith('..') && existsSync(join(ROOT, path));
  });
}

describe('documentation text', () => {
  it('links and names only files inside the repository', () => {
    const broken: string[] = [];
    for (const file of FILES) {
      const text = read(file);
      for (const [, target] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
        if (/^[a-z]+:/.test(target) || target.startsWith('#') || target.startsWith('/')) continue;
        if (!resolves(file, target.split('#')[0])) broken.push(`${file}: link ${target}`);
      }
      for (const [, path] of text.matchAll(/`((?:\.\.\/|src\/|test\/|bench\/|scripts\/|docs\/|clients\/)[^`\s]*)`/g)) {
        const plain = path.replace(/[:#].*$/, '');
        if (/[<*{]|NNNN/.test(plain)) continue; // a pattern, not a file
        if (!resolves(file, plain)) broken.push(`${file}: path ${path}`);
      }
    }
    assert.deepEqual(broken, []);
  });
});
