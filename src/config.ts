/** Reads the environment once, validates it, and fails fast with a message naming the variable. */
import { resolve } from 'node:path';
import { isIP } from 'node:net';
import { statSync } from 'node:fs';
import { ConfigError, MAX_MS, boolean, integer, readableFile, type Env } from './config-readers.ts';
import { host, publicUrl } from './config-address.ts';
import type { S3Options } from './storage/s3.ts';
import { shippingConfig, type ShippingConfig } from './config-shipping.ts';

export { ConfigError };

export interface Config {
  /** The source token of `boxline import` (BOXLINE_IMPORT_TOKEN), kept out of the process list. */
  importToken: string | null;
  /** The API token of `boxline listen` (BOXLINE_TOKEN), kept out of the process list. */
  apiToken: string | null;
  host: string;
  port: number;
  /** PUBLIC_URL: the origin people reach the server at, or null: links for people, the console's Origin check (docs/console.md). */
  publicUrl: string | null;
  /** PostgreSQL connection string; when absent the embedded PGlite database in `dataDir` is used. */
  databaseUrl: string | null;
  dataDir: string;
  logLevel: string;
  /** `json`, `pretty`, or null: pretty when stdout is a terminal, JSON otherwise (src/logging.ts). */
  logFormat: 'json' | 'pretty' | null;
  /** Seed 200 demo orders at start when the demo organization has none. */
  seedDemo: boolean;
  /** Proxies whose X-Forwarded-* headers are believed: none, a number of hops, or their addresses (src/http/trust-proxy.ts). */
  trustProxy: TrustProxy;
  bodyLimitBytes: number;
  uploadLimitBytes: number;
  /** Where shipping documents live: `disk` (under `<dataDir>/documents/`) or an S3-compatible bucket. */
  storage: StorageConfig;
  pageSizeDefault: number;
  pageSizeMax: number;
  /** Orders an export reads per statement (src/orders/reading/export/). */
  exportChunk: number;
  /** Requests per second per token, sustained (0 turns rate limiting off), and the burst allowed. */
  rateLimit: { perSecond: number; burst: number };
  webhook: {
    allowPrivateTargets: boolean;
    caFile: string | null;
    timeoutMs: number;
    /** Run the delivery worker inside the API process (embedded mode). */
    inProcessWorker: boolean;
  };
  /**
   * The events feed: how many long polls of one organization may wait at once on this server (FEED_MAX_WAITING_POLLS);
   * past it a poll is answered 429 with Retry-After.
   */
  feed: { maxWaitingPolls: number };
  /** SIGTERM: how long /readyz answers 503 before the server stops accepting, and how long the whole stop may take. */
  shutdown: { delayMs: number; timeoutMs: number };
  /** What the worker prunes (src/retention.ts). */
  retention: {
    /** Settled delivery attempts, events with nothing pending, revoked and expired tokens older than this. */
    days: number;
    batchSize: number;
    /** Seconds between passes; 0 turns retention off. */
    intervalSeconds: number;
  };
  /** Carrier tracking (src/carriers/): adapters by credentials, the scripted adapter's file, the poller's pace. */
  tracking: TrackingConfig;
  /** Hours between scheduled order backups (v1 order_backup_details), run by the worker; 0 turns the schedule off. */
  backupIntervalHours: number;
  /** Money (issue 13): the payment processor's name, the key of sub-account token copies, crash recovery delay. */
  payments: {
    processor: string;
    /** Key (any text of at least 32 characters) that encrypts the copy of a sub-account's tokens GET shows; null: none kept. */
    walletTokenKey: string | null;
    reconcileAfterSeconds: number;
  };
  shipping: ShippingConfig;
}

export interface StorageConfig {
  kind: 'disk' | 's3';
  s3: S3Options | null;
}

/** A carrier's OAuth2 client credentials and API base URL; null when its credentials are not set (it is off). */
export interface CarrierCredentials {
  clientId: string;
  clientSecret: string;
  baseUrl: string;
}

export interface TrackingConfig {
  ups: CarrierCredentials | null;
  fedex: CarrierCredentials | null;
  usps: CarrierCredentials | null;
  /** The scripted adapter's JSON file (TRACKING_SCRIPT_FILE, default <DATA_DIR>/tracking-script.json); unused while it does not exist. */
  scriptFile: string | null;
  /** Between two questions about a box in transit (TRACKING_POLL_INTERVAL_SECONDS, default 30 minutes). */
  pollIntervalMs: number;
  /** How often the poller looks for boxes due (TRACKING_POLL_TICK_MS, default 5 s); 0 turns the poller off. */
  tickMs: number;
  /** Carrier request timeout (TRACKING_HTTP_TIMEOUT_MS, default 10 s). */
  timeoutMs: number;
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

function logLevel(env: Env): string {
  const raw = (env.LOG_LEVEL || 'info').toLowerCase();
  if (!LOG_LEVELS.includes(raw)) throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${env.LOG_LEVEL}"`);
  return raw;
}

function databaseUrl(env: Env): string | null {
  const raw = env.DATABASE_URL || null;
  if (raw === null) return null;
  if (!/^postgres(ql)?:\/\//.test(raw)) throw new ConfigError('DATABASE_URL must start with postgres:// or postgresql://');
  try {
    new URL(raw);
  } catch {
    throw new ConfigError('DATABASE_URL is not a valid URL (a password with @, : or / must be percent-encoded)');
  }
  return raw;
}

function webhookCaFile(env: Env): string | null {
  if (!env.WEBHOOK_CA_FILE) return null;
  return readableFile('WEBHOOK_CA_FILE', env.WEBHOOK_CA_FILE, (text) =>
    text.includes('-----BEGIN CERTIFICATE-----') ? null : 'holds no PEM certificate (-----BEGIN CERTIFICATE-----)');
}

/** The scripted adapter's file: unused while it does not exist (`boxline seed --tracking` writes it), else readable JSON. */
function trackingScriptFile(env: Env): string | null {
  if (env.TRACKING_SCRIPT_FILE === 'off') return null;
  const path = resolve(env.TRACKING_SCRIPT_FILE || resolve(env.DATA_DIR || './data', 'tracking-script.json'));
  try {
    statSync(path);
  } catch {
    return path;
  }
  readableFile('TRACKING_SCRIPT_FILE', path, (text) => {
    try {
      const value: unknown = JSON.parse(text);
      return value !== null && typeof value === 'object' && !Array.isArray(value) ? null : 'must hold a JSON object keyed by tracking number';
    } catch {
      return 'is not valid JSON';
    }
  });
  return path;
}

/** Which proxies are believed (src/http/trust-proxy.ts): none, a number of hops, or their addresses and ranges. */
export type TrustProxy = false | number | string[];

const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** Whether `entry` is an address, an address with a prefix length or mask, or one of proxy-addr's named ranges. */
function isProxyAddress(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address, prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length) return false;
  if (prefix === undefined) return true;
  if (/^\d{1,3}$/.test(prefix)) return Number(prefix) <= (family === 4 ? 32 : 128);
  return family === 4 && isIP(prefix) === 4;
}

/** Every form TRUST_PROXY accepts, as its error names them. */
const TRUST_PROXY_FORMS = 'true or false (yes/no, on/off), a number of hops (0, 1, 2, ...), or a comma-separated list of ' +
  'proxy addresses (10.0.0.7, ::1), ranges (10.0.0.0/8, 10.0.0.0/255.0.0.0) and named ranges (loopback, linklocal, uniquelocal)';

/** TRUST_PROXY: a boolean (true is one hop), a number of hops, or a comma-separated list of proxy addresses. */
function trustProxy(env: Env): TrustProxy {
  const raw = (env.TRUST_PROXY ?? '').trim();
  const refuse = (bad: string) => new ConfigError(`TRUST_PROXY must be ${TRUST_PROXY_FORMS}, got "${bad}"`);
  if (/^\d+$/.test(raw)) return Number(raw) === 0 ? false : Number(raw);
  // A word that is not a named range is a boolean (`true` is one hop).
  if (raw === '' || (/^[a-z]+$/i.test(raw) && !NAMED_RANGES.has(raw))) {
    try {
      return boolean(env, 'TRUST_PROXY', false) ? 1 : false;
    } catch {
      throw refuse(raw);
    }
  }
  const entries = raw.split(',').map((e) => e.trim());
  const bad = entries.find((e) => !isProxyAddress(e));
  if (bad !== undefined) throw refuse(bad);
  return entries;
}

function carrier(env: Env, prefix: string, defaultBaseUrl: string): CarrierCredentials | null {
  const clientId = env[`${prefix}_CLIENT_ID`] || '';
  const clientSecret = env[`${prefix}_CLIENT_SECRET`] || '';
  if (!clientId && !clientSecret) return null;
  if (!clientId || !clientSecret) throw new ConfigError(`${prefix}_CLIENT_ID and ${prefix}_CLIENT_SECRET must be set together`);
  const baseUrl = env[`${prefix}_BASE_URL`] || defaultBaseUrl;
  if (!/^https?:\/\/[^/]/.test(baseUrl)) throw new ConfigError(`${prefix}_BASE_URL must be an http(s) URL, got "${baseUrl}"`);
  return { clientId, clientSecret, baseUrl };
}

function logFormat(env: Env): 'json' | 'pretty' | null {
  const raw = env.LOG_FORMAT?.toLowerCase();
  if (raw === undefined || raw === '' || raw === 'auto') return null;
  if (raw === 'json' || raw === 'pretty') return raw;
  throw new ConfigError(`LOG_FORMAT must be json or pretty, got "${env.LOG_FORMAT}"`);
}

function storage(env: Env): StorageConfig {
  const kind = (env.STORAGE || 'disk').toLowerCase();
  if (kind === 'disk') return { kind, s3: null };
  if (kind !== 's3') throw new ConfigError(`STORAGE must be disk or s3, got "${env.STORAGE}"`);
  if (!env.S3_BUCKET) throw new ConfigError('S3_BUCKET is required when STORAGE=s3');
  if (!/^[A-Za-z0-9._-]{1,255}$/.test(env.S3_BUCKET)) {
    throw new ConfigError(`S3_BUCKET must be a bucket name (letters, digits, dots, hyphens and underscores), got "${env.S3_BUCKET}"`);
  }
  if (env.S3_REGION && !/^[a-z0-9-]+$/.test(env.S3_REGION)) throw new ConfigError(`S3_REGION must be a region name such as us-east-1, got "${env.S3_REGION}"`);
  const endpoint = env.S3_ENDPOINT || null;
  if (endpoint && !/^https?:\/\//.test(endpoint)) throw new ConfigError('S3_ENDPOINT must start with http:// or https://');
  if (!env.S3_ACCESS_KEY_ID !== !env.S3_SECRET_ACCESS_KEY) {
    throw new ConfigError('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together (or neither, for the default AWS credential chain)');
  }
  const prefix = env.S3_PREFIX || '';
  if (prefix && !/^[A-Za-z0-9._/-]+\/$/.test(prefix)) throw new ConfigError('S3_PREFIX must be letters, digits, . _ - / and end with /');
  return {
    kind,
    s3: {
      bucket: env.S3_BUCKET,
      region: env.S3_REGION || 'us-east-1',
      endpoint,
      accessKeyId: env.S3_ACCESS_KEY_ID || null,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY || null,
      forcePathStyle: boolean(env, 'S3_FORCE_PATH_STYLE', endpoint !== null),
      prefix,
    },
  };
}

function paymentProcessor(env: Env): string {
  const raw = env.PAYMENT_PROCESSOR || 'test';
  if (raw !== 'test') throw new ConfigError(`PAYMENT_PROCESSOR must be one of: test (got "${raw}")`);
  return raw;
}

function walletTokenKey(env: Env): string | null {
  const raw = env.WALLET_TOKEN_KEY || null;
  if (raw !== null && raw.length < 32) throw new ConfigError('WALLET_TOKEN_KEY must be at least 32 characters');
  return raw;
}

export function loadConfig(env: Env = process.env): Config {
  const pageSizeMax = integer(env, 'PAGE_SIZE_MAX', 1000, 1);
  const pageSizeDefault = integer(env, 'PAGE_SIZE_DEFAULT', 100, 1);
  if (pageSizeDefault > pageSizeMax) throw new ConfigError('PAGE_SIZE_DEFAULT must not exceed PAGE_SIZE_MAX');
  return {
    importToken: env.BOXLINE_IMPORT_TOKEN || null,
    apiToken: env.BOXLINE_TOKEN || null,
    host: host(env),
    port: integer(env, 'PORT', 8080, 0, 65535),
    publicUrl: publicUrl(env),
    databaseUrl: databaseUrl(env),
    dataDir: resolve(env.DATA_DIR || './data'),
    logLevel: logLevel(env),
    logFormat: logFormat(env),
    seedDemo: boolean(env, 'SEED_DEMO', false),
    trustProxy: trustProxy(env),
    bodyLimitBytes: integer(env, 'BODY_LIMIT_BYTES', 5 * 1024 * 1024, 1024),
    uploadLimitBytes: integer(env, 'UPLOAD_LIMIT_BYTES', 20 * 1024 * 1024, 1024),
    storage: storage(env),
    pageSizeDefault,
    pageSizeMax,
    exportChunk: integer(env, 'EXPORT_CHUNK_ORDERS', 500, 1, 10_000),
    rateLimit: { perSecond: integer(env, 'RATE_LIMIT_PER_SECOND', 20), burst: integer(env, 'RATE_LIMIT_BURST', 100, 1) },
    webhook: {
      allowPrivateTargets: boolean(env, 'WEBHOOK_ALLOW_PRIVATE_TARGETS', false),
      caFile: webhookCaFile(env),
      timeoutMs: integer(env, 'WEBHOOK_TIMEOUT_MS', 10_000, 100, MAX_MS),
      inProcessWorker: boolean(env, 'WEBHOOK_IN_PROCESS_WORKER', true),
    },
    feed: { maxWaitingPolls: integer(env, 'FEED_MAX_WAITING_POLLS', 100, 1, 100_000) },
    shutdown: { delayMs: integer(env, 'SHUTDOWN_DELAY_MS', 5000, 0, MAX_MS), timeoutMs: integer(env, 'SHUTDOWN_TIMEOUT_MS', 30_000, 1000, MAX_MS) },
    retention: {
      days: integer(env, 'RETENTION_DAYS', 30, 1, 36_500),
      batchSize: integer(env, 'RETENTION_BATCH_SIZE', 1000, 1),
      intervalSeconds: integer(env, 'RETENTION_INTERVAL_SECONDS', 3600, 0, Math.floor(MAX_MS / 1000)),
    },
    tracking: {
      ups: carrier(env, 'UPS', 'https://onlinetools.ups.com'),
      fedex: carrier(env, 'FEDEX', 'https://apis.fedex.com'),
      usps: carrier(env, 'USPS', 'https://apis.usps.com'),
      scriptFile: trackingScriptFile(env),
      pollIntervalMs: integer(env, 'TRACKING_POLL_INTERVAL_SECONDS', 1800, 1, Math.floor(MAX_MS / 1000)) * 1000,
      tickMs: integer(env, 'TRACKING_POLL_TICK_MS', 5000, 0, MAX_MS),
      timeoutMs: integer(env, 'TRACKING_HTTP_TIMEOUT_MS', 10_000, 100, MAX_MS),
    },
    backupIntervalHours: integer(env, 'BACKUP_INTERVAL_HOURS', 0, 0, 8760),
    payments: {
      processor: paymentProcessor(env),
      walletTokenKey: walletTokenKey(env),
      reconcileAfterSeconds: integer(env, 'PAYMENT_RECONCILE_AFTER_SECONDS', 60, 0, Math.floor(MAX_MS / 1000)),
    },
    shipping: shippingConfig(env),
  };
}
