/**
 * The documentation as a reader finds it in a clone: README, CONTRIBUTING, the client's README and docs/ link and
 * name only files that are in the repository (nothing beside it, like ../shared/...), and the user docs say how
 * things are, not how they came to be: no commit hashes, no issue numbers.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';

const ROOT = process.cwd();
const DOCS = readdirSync(join(ROOT, 'docs')).filter((f) => f.endsWith('.md')).map((f) => `docs/${f}`);
const FILES = ['README.md', 'CONTRIBUTING.md', 'clients/typescript/README.md', ...DOCS];
/** Bench figures name the build they measured; every other page describes the code as it is. */
const NAMES_BUILDS = new Set(['docs/benchmarks.md']);

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

  it('carries no commit hashes or issue numbers in the user docs', () => {
    const found: string[] = [];
    for (const file of FILES.filter((f) => !NAMES_BUILDS.has(f))) {
      read(file).split('\n').forEach((line, i) => {
        for (const [word] of line.matchAll(/(?<![\w-])[0-9a-f]{7,40}(?![\w-])/g)) {
          if (/[a-f]/.test(word) && /\d/.test(word)) found.push(`${file}:${i + 1}: ${word}`);
        }
        for (const [words] of line.matchAll(/\bissues? #?\d+|#\d{2,4}\b(?! \|)|\bbranch `[\w-]+`/gi)) found.push(`${file}:${i + 1}: ${words}`);
      });
    }
    assert.deepEqual(found, []);
  });
});
