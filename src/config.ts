/** Reads the environment once, validates it, and fails fast with a message naming the variable. */
import { resolve } from 'node:path';

export interface Config {
  host: string;
  port: number;
  /** PostgreSQL connection string; when absent the embedded PGlite database in `dataDir` is used. */
  databaseUrl: string | null;
  dataDir: string;
  logLevel: string;
  /** `json`, `pretty`, or null: pretty when stdout is a terminal, JSON otherwise (src/logging.ts). */
  logFormat: 'json' | 'pretty' | null;
  /** Seed 200 demo orders at start when the demo organization has none. */
  seedDemo: boolean;
  /** Honour X-Forwarded-Proto/Host when building absolute links. */
  trustProxy: boolean;
  bodyLimitBytes: number;
  uploadLimitBytes: number;
  pageSizeDefault: number;
  pageSizeMax: number;
  /** Requests per second per token, sustained (0 turns rate limiting off), and the burst allowed. */
  rateLimit: { perSecond: number; burst: number };
  webhook: {
    allowPrivateTargets: boolean;
    caFile: string | null;
    timeoutMs: number;
    /** Run the delivery worker inside the API process (embedded mode). */
    inProcessWorker: boolean;
  };
  /** Hours between scheduled order backups (v1 order_backup_details), run by the worker; 0 turns the schedule off. */
  backupIntervalHours: number;
}

export class ConfigError extends Error {}

type Env = Record<string, string | undefined>;

function integer(env: Env, name: string, fallback: number, min = 0): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < min) throw new ConfigError(`${name} must be a whole number of at least ${min}, got "${raw}"`);
  return Number(raw);
}

function boolean(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name]?.toLowerCase();
  if (raw === undefined || raw === '') return fallback;
  if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
  if (['0', 'false', 'no', 'off'].includes(raw)) return false;
  throw new ConfigError(`${name} must be true or false, got "${env[name]}"`);
}

function logFormat(env: Env): 'json' | 'pretty' | null {
  const raw = env.LOG_FORMAT?.toLowerCase();
  if (raw === undefined || raw === '' || raw === 'auto') return null;
  if (raw === 'json' || raw === 'pretty') return raw;
  throw new ConfigError(`LOG_FORMAT must be json or pretty, got "${env.LOG_FORMAT}"`);
}

export function loadConfig(env: Env = process.env): Config {
  const databaseUrl = env.DATABASE_URL || null;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new ConfigError('DATABASE_URL must start with postgres:// or postgresql://');
  }
  const pageSizeMax = integer(env, 'PAGE_SIZE_MAX', 1000, 1);
  const pageSizeDefault = integer(env, 'PAGE_SIZE_DEFAULT', 100, 1);
  if (pageSizeDefault > pageSizeMax) throw new ConfigError('PAGE_SIZE_DEFAULT must not exceed PAGE_SIZE_MAX');
  return {
    host: env.HOST || '127.0.0.1',
    port: integer(env, 'PORT', 8080),
    databaseUrl,
    dataDir: resolve(env.DATA_DIR || './data'),
    logLevel: env.LOG_LEVEL || 'info',
    logFormat: logFormat(env),
    seedDemo: boolean(env, 'SEED_DEMO', false),
    trustProxy: boolean(env, 'TRUST_PROXY', false),
    bodyLimitBytes: integer(env, 'BODY_LIMIT_BYTES', 5 * 1024 * 1024, 1024),
    uploadLimitBytes: integer(env, 'UPLOAD_LIMIT_BYTES', 20 * 1024 * 1024, 1024),
    pageSizeDefault,
    pageSizeMax,
    rateLimit: { perSecond: integer(env, 'RATE_LIMIT_PER_SECOND', 20), burst: integer(env, 'RATE_LIMIT_BURST', 100, 1) },
    webhook: {
      allowPrivateTargets: boolean(env, 'WEBHOOK_ALLOW_PRIVATE_TARGETS', false),
      caFile: env.WEBHOOK_CA_FILE || null,
      timeoutMs: integer(env, 'WEBHOOK_TIMEOUT_MS', 10_000, 100),
      inProcessWorker: boolean(env, 'WEBHOOK_IN_PROCESS_WORKER', true),
    },
    backupIntervalHours: integer(env, 'BACKUP_INTERVAL_HOURS', 0),
  };
}
