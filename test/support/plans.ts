/** For the tests that check how statements are planned: EXPLAIN (FORMAT JSON) plans, and the statements sent. */
import pg from 'pg';
export interface PlanNode {
  'Node Type': string;
  'Actual Loops'?: number;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Index Cond'?: string;
  Filter?: string;
  'Sort Key'?: string[];
  Plans?: PlanNode[];
}

/** Every node of a plan, the node itself first. */
export function* planNodes(node: PlanNode): Generator<PlanNode> {
  yield node;
  for (const child of node.Plans ?? []) yield* planNodes(child);
}

/** A statement as sent through node-postgres: its text, its values and its prepared name (none when unnamed). */
export interface SentStatement { text: string; values: unknown[]; name?: string }

/** The statements sent to PostgreSQL through node-postgres while `fn` runs. */
export async function sentStatements(fn: () => Promise<unknown>): Promise<SentStatement[]> {
  const sent: SentStatement[] = [];
  const query = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, config: unknown, ...rest: unknown[]) {
    const c = config as SentStatement;
    if (typeof c === 'object' && c && c.text) sent.push({ text: c.text, values: c.values ?? [], name: c.name });
    return (query as (...a: unknown[]) => unknown).call(this, config, ...rest);
  } as typeof query;
  try {
    await fn();
  } finally {
    pg.Client.prototype.query = query;
  }
  return sent;
}
