/**
 * The tracking poller: asks the adapter of each box whose tracking is active about its scans and records new
 * ones. Each round: make sure active boxes have a poll row, lease the due ones (no other poller asks about a
 * leased box), ask the carriers outside any transaction, record each box's new scans in its own transaction
 * (through `record`, which src/workers.ts wires to the order-write path), then release the lease with the
 * next time to ask:
 * - scans recorded, not delivered: after the poll interval (or sooner when the adapter says so: scripts);
 * - delivered, or the box is gone: tracking of the box ends (its poll row is removed);
 * - not found (no scan yet): after the poll interval;
 * - a failure: backoff per box, 1 min doubling up to 6 h, at least a 429's Retry-After; a 429 also pauses
 *   that carrier for this poller until its Retry-After has passed.
 * Any number of pollers may run against one database.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database.ts';
import type { TrackingConfig } from '../config.ts';
import { CarrierError, dedupeKey, type Scan } from './types.ts';
import type { Carriers } from './registry.ts';
import { discoverActiveBoxes, finishBox, leaseDueBoxes, releaseAll, releaseBox, type LeasedBox } from './queries.ts';

export interface BoxToRecord {
  orgId: number;
  orderId: number;
  boxId: number;
}

/** Records a box's scans in one transaction of its own; says whether the box is now delivered, or gone. */
export type RecordScans = (box: BoxToRecord, scans: Scan[]) => Promise<{ delivered: boolean; gone: boolean }>;

export interface PollerOptions {
  db: Database;
  carriers: Carriers;
  record: RecordScans;
  config: Pick<TrackingConfig, 'pollIntervalMs' | 'tickMs'>;
  logger?: FastifyBaseLogger;
  /** Boxes leased per round (default 20), asked at most `concurrency` at a time (default 4). */
  batch?: number;
  concurrency?: number;
  /** How long a lease lasts if its poller never releases it (default 5 min). */
  leaseMs?: number;
}

export const BACKOFF_BASE_MS = 60_000;
export const BACKOFF_MAX_MS = 6 * 3600_000;

/** Delay after the n-th failure in a row (n >= 1): 1 min, 2, 4, ... up to 6 h; never less than Retry-After. */
export function failureDelayMs(failures: number, retryAfterMs: number | null = null): number {
  const backoff = Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, Math.min(failures - 1, 20)));
  return Math.max(backoff, retryAfterMs ?? 0);
}

export interface TrackingPoller {
  readonly id: string;
  /** One round; returns the boxes asked about. */
  runOnce(): Promise<number>;
  stop(): Promise<void>;
}

export function createTrackingPoller(opts: PollerOptions): TrackingPoller {
  const id = `tracking-${randomUUID()}`;
  const { db, carriers, record } = opts;
  const batch = opts.batch ?? 20;
  const concurrency = opts.concurrency ?? 4;
  const leaseMs = opts.leaseMs ?? 300_000;
  const interval = opts.config.pollIntervalMs;
  const pausedUntil = new Map<string, number>();

  async function pollOne(box: LeasedBox, scripted: ReadonlySet<string>): Promise<void> {
    const adapter = carriers.adapterFor(box.ship_via, box.tracking_number, scripted);
    if (!adapter) return releaseBox(db, id, box, { nextInMs: interval, failures: box.failures, error: 'carrier off' });
    const paused = (pausedUntil.get(adapter.name) ?? 0) - Date.now();
    if (paused > 0) return releaseBox(db, id, box, { nextInMs: paused, failures: box.failures, error: `${adapter.name} rate limited` });
    try {
      const result = await adapter.track(box.tracking_number);
      if (result.kind === 'not_found') {
        return releaseBox(db, id, box, { nextInMs: interval, failures: 0, error: 'not found' });
      }
      const seen = new Set<string>();
      const scans: Scan[] = [];
      for (const e of result.events) {
        const key = dedupeKey(adapter.name, e);
        if (seen.has(key)) continue;
        seen.add(key);
        scans.push({ ...e, occurredAt: new Date(e.occurredAt), carrier: adapter.name, dedupeKey: key });
      }
      const outcome = await record({ orgId: Number(box.org_id), orderId: Number(box.order_id), boxId: Number(box.box_id) }, scans);
      if (outcome.delivered || outcome.gone) return finishBox(db, box);
      return releaseBox(db, id, box, { nextInMs: Math.min(interval, result.nextPollInMs ?? interval), failures: 0, error: null });
    } catch (err) {
      const retryAfter = err instanceof CarrierError ? err.retryAfterMs : null;
      if (err instanceof CarrierError && err.kind === 'rate_limited') {
        pausedUntil.set(adapter.name, Date.now() + (retryAfter ?? BACKOFF_BASE_MS));
      }
      const failures = box.failures + 1;
      opts.logger?.warn({ err, box: box.box_id, carrier: adapter.name }, 'tracking poll failed');
      return releaseBox(db, id, box, { nextInMs: failureDelayMs(failures, retryAfter), failures, error: String((err as Error).message).slice(0, 500) });
    }
  }

  async function runOnce(): Promise<number> {
    const scriptedNumbers = (await carriers.scripted?.numbers()) ?? [];
    if (carriers.enabled.length === 0 && scriptedNumbers.length === 0) return 0;
    await discoverActiveBoxes(db);
    const boxes = await leaseDueBoxes(db, id, { limit: batch, leaseMs, carriers: carriers.enabled, scripted: scriptedNumbers });
    const scripted = new Set(scriptedNumbers);
    let next = 0;
    const lanes = Array.from({ length: Math.min(concurrency, boxes.length) }, async () => {
      while (next < boxes.length) {
        const box = boxes[next++];
        try {
          await pollOne(box, scripted);
        } catch (err) {
          // A database failure while recording: the lease runs out and the box is asked about again.
          opts.logger?.error({ err, box: box.box_id }, 'tracking poll could not be recorded');
        }
      }
    });
    await Promise.all(lanes);
    return boxes.length;
  }

  return {
    id,
    runOnce,
    async stop() {
      await releaseAll(db, id);
    },
  };
}

/** Runs rounds every `tickMs` (back to back while rounds find a full batch) until stopped. */
export function startTrackingPoller(opts: PollerOptions): { stop(): Promise<void> } {
  const poller = createTrackingPoller(opts);
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> = Promise.resolve();
  const batch = opts.batch ?? 20;
  const loop = () => {
    timer = null;
    running = poller.runOnce().then(
      (n) => (n >= batch ? 0 : opts.config.tickMs),
      (err) => {
        opts.logger?.error({ err }, 'tracking poller round failed');
        return opts.config.tickMs;
      },
    ).then((delay) => {
      if (!stopped) timer = setTimeout(loop, delay);
    });
  };
  if (opts.config.tickMs > 0) timer = setTimeout(loop, 0);
  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
      await poller.stop();
    },
  };
}
