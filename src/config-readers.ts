/** How config.ts reads a variable of the environment it is given: whole numbers, booleans, readable files. */
import { accessSync, constants, readFileSync, statSync } from 'node:fs';

/** A setting that is wrong: its message names the variable and what is wrong. */
export class ConfigError extends Error {}

export type Env = Record<string, string | undefined>;

/** The longest delay a timer takes (setTimeout fires at once beyond it): the bound of every millisecond setting. */
export const MAX_MS = 2_147_483_647;

export function integer(env: Env, name: string, fallback: number, min = 0, max = Number.MAX_SAFE_INTEGER): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < min || Number(raw) > max) {
    const range = max === Number.MAX_SAFE_INTEGER ? `of at least ${min}` : `from ${min} to ${max}`;
    throw new ConfigError(`${name} must be a whole number ${range}, got "${raw}"`);
  }
  return Number(raw);
}

/** A file named by `name` that this process can read; `check` tells whether its content is what the setting needs. */
export function readableFile(name: string, path: string, check?: (text: string) => string | null): string {
  try {
    if (!statSync(path).isFile()) throw new ConfigError(`${name} must name a file, and ${path} is not one`);
    accessSync(path, constants.R_OK);
  } catch (err) {
    if (err instanceof ConfigError) throw err;
    throw new ConfigError(`${name} names a file this process cannot read: ${path} (${(err as NodeJS.ErrnoException).code})`);
  }
  const problem = check?.(readFileSync(path, 'utf8'));
  if (problem) throw new ConfigError(`${name}: ${path} ${problem}`);
  return path;
}

export function boolean(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name]?.toLowerCase();
  if (raw === undefined || raw === '') return fallback;
  if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
  if (['0', 'false', 'no', 'off'].includes(raw)) return false;
  throw new ConfigError(`${name} must be true or false, got "${env[name]}"`);
}
