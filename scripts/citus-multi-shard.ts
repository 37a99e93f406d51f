/**
 * The statements a Citus coordinator ran on more than one shard, from its log (scripts/citus/start logs each with
 * `citus.multi_task_query_log_level = log` and its text with `log_min_error_statement = log`), most frequent first:
 *
 *   npx tsx scripts/citus-multi-shard.ts [log file, default $CITUS_DATA/coordinator/server.log] [--since 'HH:MM']
 *
 * Run the suite (or a bench) against the cluster first; statements that the harness itself runs (creating and
 * dropping test databases) are not planned by Citus and never appear. Each line: the count and the statement's
 * first 240 characters, whitespace collapsed.
 */
import { readFileSync } from 'node:fs';

const args = process.argv.slice(2);
const sinceAt = args.indexOf('--since');
const since = sinceAt >= 0 ? args.splice(sinceAt, 2)[1] : null;
const file = args[0] ?? `${process.env.CITUS_DATA ?? '/var/tmp/boxline-citus'}/coordinator/server.log`;
const stamp = /^(\d{4}-\d\d-\d\d (\d\d:\d\d):\d\d)/;

export function multiShardStatements(log: string, sinceTime: string | null = null): Map<string, number> {
  const lines = log.split('\n');
  const counts = new Map<string, number>();
  for (let i = 0; i < lines.length; i++) {
    if (!lines[i]!.includes('multi-task query about to be executed')) continue;
    if (sinceTime && (stamp.exec(lines[i]!)?.[2] ?? '') < sinceTime) continue;
    let j = i + 1;
    while (j < lines.length && j <= i + 3 && !lines[j]!.includes('STATEMENT:')) j++;
    if (j >= lines.length || !lines[j]!.includes('STATEMENT:')) continue;
    const text = [lines[j]!.split('STATEMENT:')[1]!];
    for (j++; j < lines.length && !stamp.test(lines[j]!); j++) text.push(lines[j]!);
    const statement = text.join(' ').replace(/\s+/g, ' ').trim().slice(0, 240);
    counts.set(statement, (counts.get(statement) ?? 0) + 1);
    i = j - 1;
  }
  return counts;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const counts = [...multiShardStatements(readFileSync(file, 'utf8'), since)].sort((a, b) => b[1] - a[1]);
  for (const [statement, n] of counts) console.log(`${String(n).padStart(6)}  ${statement}`);
  console.log(`${counts.reduce((s, [, n]) => s + n, 0)} multi-shard executions of ${counts.length} statements`);
}
