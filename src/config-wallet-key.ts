/**
 * The at-rest key of wallet sub-accounts' token copies (src/auth/seal.ts) when WALLET_TOKEN_KEY is not set: a
 * random key made on the first start as `<DATA_DIR>/wallet-token.key` (mode 0600, outside the database, so a
 * database dump alone does not reveal live tokens) and read on every later start. With PostgreSQL several
 * processes may serve one database, each with its own DATA_DIR: the start warns that they must share one key.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ConfigError, type Config } from './config.ts';
import { makeDirectory } from './db/data-dir.ts';

export const WALLET_KEY_FILE = 'wallet-token.key';

export interface WalletKeyResult {
  config: Config;
  /** Where the key came from: the environment, or the file (made now, or read). */
  source: 'environment' | 'created' | 'file';
  path: string | null;
  /** A start-up warning to log (PostgreSQL without WALLET_TOKEN_KEY), or null. */
  warning: string | null;
}

function readKey(path: string): string {
  const key = readFileSync(path, 'utf8').trim();
  if (key.length < 32) throw new ConfigError(`WALLET_TOKEN_KEY is not set and ${path} holds no key of at least 32 characters: remove the file to have a new one made (the sub-accounts' tokens then show as null until refreshed), or set WALLET_TOKEN_KEY`);
  return key;
}

/** `config` with its wallet token key: WALLET_TOKEN_KEY, else the key file of DATA_DIR, made when there is none. */
export function withWalletTokenKey(config: Config): WalletKeyResult {
  if (config.payments.walletTokenKey !== null) return { config, source: 'environment', path: null, warning: null };
  const path = join(config.dataDir, WALLET_KEY_FILE);
  let key: string;
  let source: WalletKeyResult['source'] = 'file';
  try {
    key = readKey(path);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') {
      if (err instanceof ConfigError) throw err;
      throw new ConfigError(`WALLET_TOKEN_KEY is not set and the key file ${path} cannot be read: ${(err as Error).message}`);
    }
    key = randomBytes(32).toString('base64url');
    try {
      makeDirectory(config.dataDir);
      // `wx`: a process starting at the same time that made the file first wins, and its key is read.
      writeFileSync(path, `${key}\n`, { mode: 0o600, flag: 'wx' });
      source = 'created';
    } catch (writeError) {
      if ((writeError as NodeJS.ErrnoException).code !== 'EEXIST') {
        throw new ConfigError(`WALLET_TOKEN_KEY is not set and its key file cannot be made in DATA_DIR (${path}): ${(writeError as Error).message}; set WALLET_TOKEN_KEY or make DATA_DIR writable`);
      }
      key = readKey(path);
    }
  }
  const warning = config.databaseUrl
    ? `WALLET_TOKEN_KEY is not set: wallet sub-account tokens are encrypted with the key in ${path}. Every process serving this ` +
      'database must share one key: set WALLET_TOKEN_KEY to the same value (at least 32 characters) in each (docs/deploy.md).'
    : null;
  return { config: { ...config, payments: { ...config.payments, walletTokenKey: key } }, source, path, warning };
}
