/**
 * A CPU profile of this process over one phase of a benchmark (node:inspector), written where asked (open it in
 * Chrome's DevTools) and summed up: self time by file and by function, and the time spent under each of the
 * project's functions (a sample counts once for every distinct function on its stack).
 */
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';

interface ProfileNode { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; hitCount: number; children?: number[] }

export async function startCpuProfile(intervalMicros = 200): Promise<{ stop(out: string, root: string): Promise<string> }> {
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: intervalMicros });
  await session.post('Profiler.start');
  return {
    async stop(out, root) {
      const { profile } = await session.post('Profiler.stop');
      session.disconnect();
      writeFileSync(out, JSON.stringify(profile));
      return summary(profile.nodes as ProfileNode[], root);
    },
  };
}

function summary(nodes: ProfileNode[], root: string): string {
  const byId = new Map(nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const busy = nodes.filter((x) => x.callFrame.functionName !== '(idle)').reduce((s, x) => s + x.hitCount, 0);
  const file = (x: ProfileNode) => x.callFrame.url.replace(/^file:\/\//, '').replace(/.*node_modules\//, 'nm/').replace(root, '')
    || `(${x.callFrame.functionName || 'native'})`;
  const fn = (x: ProfileNode) => `${x.callFrame.functionName || '(anonymous)'} ${file(x)}:${x.callFrame.lineNumber + 1}`;
  const table = (sums: Map<string, number>, n: number) => [...sums].filter(([k]) => !k.startsWith('(idle)')).sort((a, b) => b[1] - a[1]).slice(0, n)
    .map(([k, v]) => `${(v / busy * 100).toFixed(1).padStart(5)}%  ${k}`).join('\n');
  const self = (key: (x: ProfileNode) => string) => {
    const sums = new Map<string, number>();
    for (const x of nodes) sums.set(key(x), (sums.get(key(x)) ?? 0) + x.hitCount);
    return sums;
  };
  const under = new Map<string, number>();
  for (const x of nodes) {
    if (!x.hitCount) continue;
    const seen = new Set<string>();
    for (let id: number | undefined = x.id; id !== undefined; id = parent.get(id)) {
      const node = byId.get(id)!;
      if (!node.callFrame.url.includes(`${root}/src/`)) continue;
      const k = fn(node);
      if (!seen.has(k)) {
        seen.add(k);
        under.set(k, (under.get(k) ?? 0) + x.hitCount);
      }
    }
  }
  return `percent of busy samples (${busy})\nself time by file:\n${table(self(file), 30)}\nself time by function:\n${table(self(fn), 30)}\n`
    + `time under the project's functions:\n${table(under, 40)}`;
}
