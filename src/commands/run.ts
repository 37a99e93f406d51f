/**
 * One run of a `boxline` command line, wherever it runs: in its own process (src/cli.ts), inside a server for
 * another process (socket-server.ts), or in a test. Finds the command, parses its options, runs it with the
 * terminal given, and turns its failure into one line on stderr. Returns the exit code.
 */
import { parseArgs } from 'node:util';
import { ConfigError, type Config } from '../config.ts';
import { DataDirLockedError } from '../db/data-dir-lock.ts';
import { SourceError } from '../import/client.ts';
import { UsageError, inRun, type Command, type Terminal } from './command.ts';

export interface Invocation {
  argv: string[];
  /** The configuration the command runs with (read from the environment when it is called: it may throw). */
  config: () => Config;
  terminal: Terminal;
}

/** The command `argv` names (its first two words, or its first) and the words naming it; null when none does. */
export function findCommand(commands: Record<string, Command>, argv: string[]): { name: string; command: Command } | null {
  const two = argv.slice(0, 2).join(' ');
  const name = commands[two] ? two : argv[0];
  const command = name === undefined || !Object.hasOwn(commands, name) ? undefined : commands[name];
  return command ? { name, command } : null;
}

/** Whether `argv` asks for help rather than running anything. */
export const asksHelp = (argv: string[]) => argv.length === 0 || argv.some((a) => a === '--help' || a === '-h') || argv[0] === 'help';

export function help(commands: Record<string, Command>): string {
  const width = Math.max(...Object.keys(commands).map((n) => n.length)) + 2;
  return ['Usage: boxline <command> [options]', '', 'Commands:',
    ...Object.entries(commands).map(([name, c]) => `  ${name.padEnd(width)}${c.summary}`),
    '', 'Every command reads the environment (DATABASE_URL, DATA_DIR, ...: see the README\'s Configuration).',
    'Run `boxline <command> --help` for its options and an example.'].join('\n');
}

/**
 * The words with each string option's value joined to it (`--after -x` as `--after=-x`), so a value that starts
 * with a dash (a feed cursor is base64url: one in 64 does) is read as the value, as getopt reads it; parseArgs
 * alone refuses it as ambiguous, in three lines. When the next word is one of the command's own options
 * (`--forward-to --api URL`), the value is missing: said in one line.
 */
export function joinOptionValues(args: string[], options: Command['options']): string[] {
  const own = new Set([...Object.keys(options).map((name) => `--${name}`), '--help']);
  const joined: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const word = args[i]!;
    const next = args[i + 1];
    const isString = word.startsWith('--') && options[word.slice(2)]?.type === 'string';
    if (isString && next !== undefined && next.startsWith('-')) {
      if (own.has(next.split('=')[0]!) || next === '-h') throw new UsageError(`${word} needs a value before ${next}`);
      joined.push(`${word}=${next}`);
      i++;
    } else joined.push(word);
  }
  return joined;
}

const commandHelp = (command: Command) => `Usage: ${command.usage}\n\nExample:\n  ${command.example}`;

/** A failure as the one line it is reported with: the message of an expected one, the stack of a bug. */
export function failureLine(err: unknown): string {
  const known = err instanceof UsageError || err instanceof ConfigError || err instanceof DataDirLockedError || err instanceof SourceError ||
    Boolean((err as { code?: string } | null)?.code?.startsWith('ERR_PARSE_ARGS'));
  return `boxline: ${known ? (err as Error).message : (err as Error)?.stack ?? String(err)}`;
}

export async function runCommand(commands: Record<string, Command>, { argv, config, terminal }: Invocation): Promise<number> {
  try {
    return await inRun(terminal, commands, async () => {
      const found = findCommand(commands, argv);
      if (!found) {
        if (argv.length === 0 || ['--help', 'help', '-h'].includes(argv[0]!)) {
          terminal.stdout.write(`${help(commands)}\n`);
          return;
        }
        throw new UsageError(`unknown command "${argv.join(' ')}"\n\n${help(commands)}`);
      }
      const rest = argv.slice(found.name.split(' ').length);
      const { values } = parseArgs({ args: joinOptionValues(rest, found.command.options), options: { ...found.command.options, help: { type: 'boolean', short: 'h' } }, strict: true, allowPositionals: false });
      if (values.help) {
        terminal.stdout.write(`${commandHelp(found.command)}\n`);
        return;
      }
      await found.command.run(config(), values as Record<string, string | boolean | undefined>);
    });
  } catch (err) {
    terminal.stderr.write(`${failureLine(err)}\n`);
    return 1;
  }
}
