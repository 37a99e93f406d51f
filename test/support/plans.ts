/** PostgreSQL's EXPLAIN (FORMAT JSON) plans, for the tests that check how a statement is planned. */
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
