/** What every start prints: where the API and its docs are, which organization, and how to get a token. */
import type { Config } from './config.ts';

export interface Welcome {
  baseUrl: string;
  orgPk: string;
  /** Shown on the first start only: afterwards it is stored hashed and cannot be shown again. */
  token: string | null;
  orders: number;
}

export function welcomeLines(config: Pick<Config, 'databaseUrl' | 'seedDemo'>, w: Welcome): string[] {
  const command = `npx boxline token create --org ${w.orgPk}`;
  const lines = [`API: ${w.baseUrl}/api/v2/`, `Docs: ${w.baseUrl}/docs/`, `Organization: ${w.orgPk}`];
  if (w.token) lines.push(`Token: ${w.token}`);
  else if (config.databaseUrl) lines.push(`Token: shown on the first start only; for a new one run (with the same DATABASE_URL): ${command}`);
  // The embedded database takes one process at a time: the command has to wait until the server stops.
  else lines.push(`Token: shown on the first start only; for a new one stop the server and run: ${command}`);
  if (w.orders === 0) lines.push(`Demo data: none yet; run: npx boxline seed --org ${w.orgPk} (or start with SEED_DEMO=true)`);
  return lines;
}
