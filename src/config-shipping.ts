/**
 * Shipping settings (DECISIONS section 12), read by config.ts: the carriers' API base URLs and timeout for label
 * purchases, when the worker settles purchases a crash left pending, and a fault hook for the crash tests.
 */
import { ConfigError, MAX_MS, integer, type Env } from './config-readers.ts';

/** Where a test may make the server kill itself (SIGKILL) during a label purchase or a manifest's carrier close, to prove crash recovery. */
export const SHIPPING_FAULTS = ['before_carrier', 'after_carrier', 'manifest_before_carrier', 'manifest_after_carrier'] as const;
export type ShippingFault = (typeof SHIPPING_FAULTS)[number];

export interface ShippingConfig {
  baseUrls: { ups: string; fedex: string; usps: string };
  /** Carrier request timeout for rates, labels and voids (SHIPPING_HTTP_TIMEOUT_MS, default 15 s). */
  timeoutMs: number;
  /**
   * A purchase still pending this long is taken for the work of a dead process (SHIPPING_RECONCILE_AFTER_SECONDS, 60): keep it above the
   * carrier timeout, or a slow purchase is settled as failed under its request (which then voids its label and answers 409).
   */
  reconcileAfterSeconds: number;
  /** Tests only (BOXLINE_TEST_SHIPPING_FAULT): the process kills itself at that step of a label purchase. */
  fault: ShippingFault | null;
  /** The worker's batch runner (src/batches/run.ts). */
  batches: BatchRunnerConfig;
}

export interface BatchRunnerConfig {
  /** Items a worker runs at once (BATCH_CONCURRENCY, 4): carrier calls overlap, each item is still one purchase. */
  concurrency: number;
  /** How long a worker holds an item or a batch's end (BATCH_LEASE_SECONDS, 120): a dead worker's are taken again after it. */
  leaseSeconds: number;
  /** How often an idle worker looks for work (BATCH_POLL_MS, 1000). */
  pollMs: number;
}

function baseUrl(env: Env, name: string, fallback: string): string {
  const value = env[name] || fallback;
  if (!/^https?:\/\/[^/]/.test(value)) throw new ConfigError(`${name} must be an http(s) URL, got "${value}"`);
  return value;
}

export function shippingConfig(env: Env): ShippingConfig {
  const fault = env.BOXLINE_TEST_SHIPPING_FAULT || null;
  if (fault !== null && !(SHIPPING_FAULTS as readonly string[]).includes(fault)) {
    throw new ConfigError(`BOXLINE_TEST_SHIPPING_FAULT must be one of ${SHIPPING_FAULTS.join(', ')}, got "${fault}"`);
  }
  return {
    baseUrls: {
      ups: baseUrl(env, 'UPS_SHIPPING_BASE_URL', env.UPS_BASE_URL || 'https://onlinetools.ups.com'),
      fedex: baseUrl(env, 'FEDEX_SHIPPING_BASE_URL', env.FEDEX_BASE_URL || 'https://apis.fedex.com'),
      usps: baseUrl(env, 'USPS_SHIPPING_BASE_URL', env.USPS_BASE_URL || 'https://apis.usps.com'),
    },
    timeoutMs: integer(env, 'SHIPPING_HTTP_TIMEOUT_MS', 15_000, 100, MAX_MS),
    reconcileAfterSeconds: integer(env, 'SHIPPING_RECONCILE_AFTER_SECONDS', 60, 0, 86_400),
    fault: fault as ShippingFault | null,
    batches: {
      concurrency: integer(env, 'BATCH_CONCURRENCY', 4, 1, 64),
      leaseSeconds: integer(env, 'BATCH_LEASE_SECONDS', 120, 1, 86_400),
      pollMs: integer(env, 'BATCH_POLL_MS', 1000, 10, MAX_MS),
    },
  };
}
