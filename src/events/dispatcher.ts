/**
 * The webhook dispatcher: claims due deliveries in batches (claim.ts), sends them concurrently through a
 * bounded pool of keep-alive connections (deliver.ts), and records results after the fact (record.ts); no
 * transaction is open during an HTTP call. It wakes on LISTEN/NOTIFY on PostgreSQL, and polls otherwise.
 * Any number of dispatchers may run against one database (`npm start` embeds one, `boxline worker` runs one).
 */
import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import { claimDeliveries, expireStaleClaims, releaseClaims, type ClaimedDelivery } from './claim.ts';
import { createSender, type DeliveryRequest } from './deliver.ts';
import { recordFailure, recordSuccesses, type Outcome } from './record.ts';
import { DEFAULT_RETRY_POLICY, type RetryPolicy } from './backoff.ts';
import { DEFAULT_SUSPENSION_POLICY, type SuspensionPolicy } from './suspension.ts';
import { Wakeup, listenForDeliveries, type Listener } from './wakeup.ts';

export interface DispatcherLogger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

export interface DispatcherOptions {
  /** Names this dispatcher's claims (default: host, pid and a random suffix). */
  id?: string;
  /** Deliveries claimed per round (default 200). */
  batchSize?: number;
  /** Requests in flight at most (default 256). */
  concurrency?: number;
  /** How long a claim lasts (default: the webhook timeout plus 30 s). Must exceed the timeout. */
  leaseMs?: number;
  /** Idle poll interval (default 500 ms with LISTEN, 200 ms without). */
  pollMs?: number;
  /** LISTEN for new deliveries (default: on when config.databaseUrl is set). */
  listen?: boolean;
  retry?: RetryPolicy;
  suspension?: SuspensionPolicy;
}

export interface DispatcherDeps {
  db: Database;
  config: Config;
  logger?: DispatcherLogger;
  options?: DispatcherOptions;
}

export interface RunSummary {
  claimed: number;
  delivered: number;
  failed: number;
}

export interface Dispatcher {
  readonly id: string;
  /** One round: expire stale claims, claim a batch, send it, record the results. For tests and tools. */
  runOnce(): Promise<RunSummary>;
  /** Rounds until one claims nothing (at most `maxRounds`). */
  drain(maxRounds?: number): Promise<RunSummary>;
  /** Runs the loop in the background until stop(). */
  start(): void;
  /** Stops claiming, lets requests in flight finish (each is bounded by the timeout) and records them. */
  stop(): Promise<void>;
}

const SUCCESS_FLUSH_SIZE = 200;
const SUCCESS_FLUSH_DELAY_MS = 10;
const EXPIRY_CHECK_MS = 1000;
const ERROR_PAUSE_MS = 1000;

const silentLogger: DispatcherLogger = { info() {}, warn() {}, error() {} };

function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

/** The request that delivers an event to a webhook (also what `boxline listen` forwards). */
export function toRequest(d: Pick<ClaimedDelivery, 'action' | 'remoteUrl' | 'objectPk' | 'token' | 'eventId' | 'payload'>): DeliveryRequest {
  const isDelete = d.action === 'delete';
  return {
    method: isDelete ? 'DELETE' : 'PUT',
    url: d.remoteUrl + d.objectPk,
    token: d.token,
    messageId: `evt_${d.eventId}`,
    body: isDelete ? '' : (JSON.stringify(d.payload) ?? 'null'),
  };
}

export function createDispatcher({ db, config, logger = silentLogger, options = {} }: DispatcherDeps): Dispatcher {
  const id = options.id ?? `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  const batchSize = options.batchSize ?? 200;
  const concurrency = options.concurrency ?? 256;
  const leaseMs = options.leaseMs ?? config.webhook.timeoutMs + 30_000;
  const listen = options.listen ?? config.databaseUrl !== null;
  const pollMs = options.pollMs ?? (listen ? 500 : 200);
  const policy = { retry: options.retry ?? DEFAULT_RETRY_POLICY, suspension: options.suspension ?? DEFAULT_SUSPENSION_POLICY };
  if (leaseMs <= config.webhook.timeoutMs) throw new Error('The dispatcher lease must be longer than the webhook timeout');

  const sender = createSender(config.webhook);
  const claim = (limit: number) => claimDeliveries(db, { dispatcherId: id, limit, leaseMs });
  const send = async (delivery: ClaimedDelivery): Promise<Outcome> => ({ delivery, result: await sender.send(toRequest(delivery)) });

  async function recordFailed(outcome: Outcome): Promise<void> {
    const { delivery, result } = outcome;
    const recorded = await recordFailure(db, id, outcome, policy);
    if (recorded.suspended) {
      logger.warn({ orgId: delivery.orgId, webhookId: delivery.webhookId, error: result.error }, 'webhook suspended after repeated delivery failures');
    }
  }

  async function runOnce(): Promise<RunSummary> {
    await expireStaleClaims(db);
    const outcomes = await Promise.all((await claim(batchSize)).map(send));
    const delivered = outcomes.filter((o) => o.result.ok);
    await recordSuccesses(db, id, delivered);
    for (const outcome of outcomes) if (!outcome.result.ok) await recordFailed(outcome);
    return { claimed: outcomes.length, delivered: delivered.length, failed: outcomes.length - delivered.length };
  }

  // The background loop. A slot of the pool is held from the claim until the result is recorded, so results
  // never pile up unrecorded (their claims would expire and they would be sent again).
  const wakeup = new Wakeup();
  const slotFreed = new Wakeup();
  const inFlight = new Set<Promise<void>>();
  let recording: Promise<void> = Promise.resolve();
  let succeeded: Outcome[] = [];
  let flushed = deferred();
  let flushTimer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let stopping = false;
  let listener: Listener | null = null;

  /** Results are written one batch at a time, in order; a write that fails leaves its claims to expire. */
  const enqueueRecord = (task: () => Promise<void>) => {
    recording = recording.then(task).catch((err) => logger.error({ err }, 'webhook dispatcher: recording results failed'));
    return recording;
  };

  /** Writes the buffered successes; recording one frees its object for the next state, so look for work again. */
  const flushSuccesses = (): Promise<void> => {
    if (flushTimer) clearTimeout(flushTimer);
    flushTimer = null;
    const batch = succeeded;
    const done = flushed;
    succeeded = [];
    flushed = deferred();
    if (batch.length === 0) return Promise.resolve(done.resolve());
    return enqueueRecord(async () => {
      await recordSuccesses(db, id, batch);
      wakeup.signal();
    }).finally(() => done.resolve());
  };

  const recordSuccess = (outcome: Outcome): Promise<void> => {
    const recorded = flushed.promise;
    succeeded.push(outcome);
    if (succeeded.length >= SUCCESS_FLUSH_SIZE) void flushSuccesses();
    else flushTimer ??= setTimeout(flushSuccesses, SUCCESS_FLUSH_DELAY_MS);
    return recorded;
  };

  function launch(delivery: ClaimedDelivery): void {
    const task = send(delivery).then((outcome) => (outcome.result.ok ? recordSuccess(outcome) : enqueueRecord(() => recordFailed(outcome))));
    inFlight.add(task);
    void task.finally(() => {
      inFlight.delete(task);
      slotFreed.signal();
    });
  }

  async function loop(): Promise<void> {
    let nextExpiryCheck = 0;
    while (!stopping) {
      try {
        if (Date.now() >= nextExpiryCheck) {
          nextExpiryCheck = Date.now() + EXPIRY_CHECK_MS;
          await expireStaleClaims(db);
        }
        const free = concurrency - inFlight.size;
        if (free <= 0) {
          await slotFreed.wait(pollMs);
          continue;
        }
        const want = Math.min(batchSize, free);
        const claimed = await claim(want);
        for (const delivery of claimed) launch(delivery);
        if (claimed.length < want) await wakeup.wait(pollMs);
      } catch (err) {
        logger.error({ err }, 'webhook dispatcher: claiming deliveries failed');
        await wakeup.wait(ERROR_PAUSE_MS);
      }
    }
  }

  return {
    id,
    runOnce,
    async drain(maxRounds = 100) {
      const total: RunSummary = { claimed: 0, delivered: 0, failed: 0 };
      for (let round = 0; round < maxRounds; round++) {
        const summary = await runOnce();
        total.claimed += summary.claimed;
        total.delivered += summary.delivered;
        total.failed += summary.failed;
        if (summary.claimed === 0) break;
      }
      return total;
    },
    start() {
      if (running) return;
      if (listen && config.databaseUrl) {
        listener = listenForDeliveries(config.databaseUrl, wakeup, (err) => logger.warn({ err }, 'webhook dispatcher: LISTEN connection lost'));
      }
      running = loop();
      logger.info({ dispatcherId: id, concurrency, batchSize }, 'webhook dispatcher started');
    },
    async stop() {
      stopping = true;
      wakeup.signal();
      slotFreed.signal();
      await running;
      await Promise.all(inFlight); // each is bounded by the timeout; buffered successes flush on their timer
      await flushSuccesses();
      await recording;
      // Claims whose result could not be recorded are given up now rather than when their lease runs out.
      if (running) {
        await releaseClaims(db, id).catch((err) => logger.error({ err }, 'webhook dispatcher: releasing claims failed'));
      }
      await listener?.close();
      sender.close();
      if (running) logger.info({ dispatcherId: id }, 'webhook dispatcher stopped');
    },
  };
}

/** Starts a dispatcher in the background: what `npm start` (embedded) and `boxline worker` run. */
export function startDispatcher(deps: DispatcherDeps): { stop(): Promise<void> } {
  const dispatcher = createDispatcher(deps);
  dispatcher.start();
  return { stop: () => dispatcher.stop() };
}
