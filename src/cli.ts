/** The `boxline` command line. Errors go to stderr with exit code 1. */
import { parseArgs } from 'node:util';
import { loadConfig, ConfigError } from './config.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { SourceError } from './import/client.ts';
import { UsageError, type Command } from './commands/command.ts';
import { SERVER_COMMANDS } from './commands/server.ts';
import { ORG_COMMANDS } from './commands/orgs.ts';
import { DATA_COMMANDS } from './commands/data.ts';
import { ACCESS_COMMANDS } from './commands/access.ts';
import { LISTEN_COMMANDS } from './commands/listen.ts';

const COMMANDS: Record<string, Command> = { ...SERVER_COMMANDS, ...ORG_COMMANDS, ...DATA_COMMANDS, ...ACCESS_COMMANDS, ...LISTEN_COMMANDS };


const NAME_WIDTH = Math.max(...Object.keys(COMMANDS).map((n) => n.length)) + 2;

function help(): string {
  return ['Usage: boxline <command> [options]', '', 'Commands:',
    ...Object.entries(COMMANDS).map(([name, c]) => `  ${name.padEnd(NAME_WIDTH)}${c.summary}`),
    '', 'Every command reads the environment (DATABASE_URL, DATA_DIR, ...: see the README\'s Configuration).',
    'Run `boxline <command> --help` for its options and an example.'].join('\n');
}

function commandHelp(command: Command): string {
  return `Usage: ${command.usage}\n\nExample:\n  ${command.example}`;
}

async function main(argv: string[]): Promise<void> {
  const two = argv.slice(0, 2).join(' ');
  const name = COMMANDS[two] ? two : argv[0];
  const command = name ? COMMANDS[name] : undefined;
  if (!command) {
    if (!name || name === '--help' || name === 'help' || name === '-h') {
      console.log(help());
      return;
    }
    throw new UsageError(`unknown command "${argv.join(' ')}"\n\n${help()}`);
  }
  const rest = argv.slice(name.split(' ').length);
  const { values } = parseArgs({ args: rest, options: { ...command.options, help: { type: 'boolean', short: 'h' } }, strict: true, allowPositionals: false });
  if (values.help) {
    console.log(commandHelp(command));
    return;
  }
  await command.run(loadConfig(), values as Record<string, string | boolean | undefined>);
}

main(process.argv.slice(2)).catch((err: unknown) => {
  const known = err instanceof UsageError || err instanceof ConfigError || err instanceof DataDirLockedError || err instanceof SourceError ||
    (err as { code?: string }).code?.startsWith('ERR_PARSE_ARGS');
  console.error(`boxline: ${known ? (err as Error).message : (err as Error).stack ?? String(err)}`);
  process.exit(1);
});
