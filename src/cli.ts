/**
 * The `boxline` command line. Beside a process holding the embedded database (a server), a command runs in that
 * process, which sends back its output and exit code (src/commands/socket-client.ts); otherwise here. Errors go to
 * stderr as one line, with exit code 1.
 */
import { loadConfig } from './config.ts';
import { processTerminal } from './commands/command.ts';
import { failureLine, runCommand } from './commands/run.ts';
import { runInHolder } from './commands/socket-client.ts';
import { COMMANDS } from './commands/index.ts';

const argv = process.argv.slice(2);
const terminal = processTerminal();
const code = await runInHolder(COMMANDS, argv, terminal)
  .then((held) => held ?? runCommand(COMMANDS, { argv, config: () => loadConfig(), terminal }))
  .catch((err: unknown) => {
    terminal.stderr.write(`${failureLine(err)}\n`);
    return 1;
  });
process.exit(code);
