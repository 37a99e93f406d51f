/** What every `boxline` command is made of, and the helpers they share. */
import { type Config } from '../config.ts';
import { decodeId } from '../core/ids.ts';

export class UsageError extends Error {}

export interface Command {
  /** One line for `boxline --help`. */
  summary: string;
  /** The synopsis and details for `boxline <command> --help`; an example follows it. */
  usage: string;
  example: string;
  options: Record<string, { type: 'string' | 'boolean'; short?: string }>;
  run(config: Config, values: Record<string, string | boolean | undefined>): Promise<void>;
}

export const print = (json: boolean, value: Record<string, unknown>, text: string) =>
  console.log(json ? JSON.stringify(value) : text);

/** Everything on standard input (a password piped in), without its final line break. */
export async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8').replace(/\r?\n$/, '');
}

export const orgOption = (value: unknown) => {
  const orgId = decodeId(String(value ?? ''));
  if (orgId === null) throw new UsageError('--org must be an organization key, as printed by `boxline org create`');
  return orgId;
};

