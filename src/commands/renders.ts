/** `boxline renders check`: compares the stored renders of an organization's orders with live ones, and repairs them. */
import { openAndMigrate } from '../server.ts';
import { orgExists } from '../orgs/organizations.ts';
import { checkRenders } from '../orders/writing/renders/fill.ts';
import { UsageError, orgOption, print, setExitCode, type Command } from './command.ts';

export const RENDERS_COMMANDS: Record<string, Command> = {
  'renders check': {
    summary: 'Compare the stored renders of an organization\'s orders with live ones (--repair rewrites those that differ)',
    example: 'boxline renders check --org 1 --repair',
    usage:
      'boxline renders check --org ORG_PK [--repair] [--json]\n' +
      '  Renders every order of the organization as the API does and compares the text with its stored render (the\n' +
      '  JSON lists and GET send, written with each change of the order). Prints how many orders it checked, how\n' +
      '  many renders differ or are missing and the first of them; exits 1 when any does, unless --repair rewrote\n' +
      '  them (in short transactions that hold only their own orders, as a write does: writes go on). Run it after\n' +
      '  processes of a version without stored renders wrote orders (a rolling upgrade), after changing rows by hand\n' +
      '  in SQL, or when a list shows an order differently from a fresh render; docs/stored-renders.md.',
    options: { org: { type: 'string' }, repair: { type: 'boolean' }, json: { type: 'boolean' } },
    async run(config, v) {
      const orgId = orgOption(v.org);
      const db = await openAndMigrate(config);
      try {
        if (!(await orgExists(db, orgId))) throw new UsageError(`no organization ${v.org}`);
        const repair = Boolean(v.repair);
        const result = await checkRenders(db, orgId, { repair });
        const bad = result.differing + result.missing;
        print(Boolean(v.json), { ...result }, [
          `checked ${result.checked} orders: ${result.differing} stored renders differ, ${result.missing} missing`,
          ...(bad > 0 ? [`first: ${result.examples.slice(0, 10).join(', ')}`] : []),
          ...(repair ? [`repaired ${result.repaired}`] : bad > 0 ? ['run again with --repair to rewrite them'] : []),
        ].join('\n'));
        if (bad > 0 && !repair) setExitCode(1);
      } finally {
        await db.close();
      }
    },
  },
};
