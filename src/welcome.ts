/** What every start prints: where the API and its docs are, which organization, and how to get a token. */
import { resolve } from 'node:path';
import type { Config } from './config.ts';
import { v2Path } from './core/urls.ts';

export interface Welcome {
  baseUrl: string;
  orgPk: string;
  /** Shown on the first start only: afterwards it is stored hashed and cannot be shown again. */
  token: string | null;
  orders: number;
}

/** A path as a shell word. */
const shellWord = (text: string) => (/^[\w@%+=:,./-]+$/.test(text) ? text : `'${text.replace(/'/g, `'\\''`)}'`);

/**
 * The lines, whose commands work as printed in the directory the server was started in, while it runs or not (beside
 * a server holding the embedded database, a command runs inside it): with a DATA_DIR of its own, they name it.
 */
export function welcomeLines(config: Pick<Config, 'databaseUrl' | 'seedDemo' | 'dataDir'>, w: Welcome): string[] {
  const dataDir = config.databaseUrl || config.dataDir === resolve('./data') ? '' : `DATA_DIR=${shellWord(config.dataDir)} `;
  const command = `${dataDir}npx boxline token create --org ${w.orgPk}`;
  const lines = [`API: ${w.baseUrl}${v2Path()}`, `Docs: ${w.baseUrl}/docs/`, `Organization: ${w.orgPk}`];
  if (w.token) lines.push(`Token: ${w.token}`);
  else if (config.databaseUrl) lines.push(`Token: shown on the first start only; for a new one run (with the same DATABASE_URL): ${command}`);
  else lines.push(`Token: shown on the first start only; for a new one run: ${command}`);
  if (w.orders === 0) lines.push(`Demo data: none yet; run: ${dataDir}npx boxline seed --org ${w.orgPk} (or start with SEED_DEMO=true)`);
  return lines;
}
