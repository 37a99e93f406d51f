/** Every `boxline` command, in the order `boxline --help` lists them. A group of commands is one line here. */
import type { Command } from './command.ts';
import { SERVER_COMMANDS } from './server.ts';
import { ORG_COMMANDS } from './orgs.ts';
import { DATA_COMMANDS } from './data.ts';
import { ACCESS_COMMANDS } from './access.ts';
import { LICENSE_KEY_COMMANDS } from './license-key.ts';
import { LISTEN_COMMANDS } from './listen.ts';

export const COMMANDS: Record<string, Command> = {
  ...SERVER_COMMANDS,
  ...ORG_COMMANDS,
  ...DATA_COMMANDS,
  ...ACCESS_COMMANDS,
  ...LICENSE_KEY_COMMANDS,
  ...LISTEN_COMMANDS,
  ...(await import('./renders.ts')).RENDERS_COMMANDS,
};
