/**
 * How an idle dispatcher learns there is work: a `Wakeup` it waits on with a timeout (the poll interval), and
 * on PostgreSQL a LISTEN connection that signals it whenever a transaction that queued deliveries commits.
 */
import pg from 'pg';
import { DELIVERY_CHANNEL } from './emit.ts';

export class Wakeup {
  private signalled = false;
  private release: (() => void) | null = null;

  signal(): void {
    if (this.release) this.release();
    else this.signalled = true;
  }

  /** Resolves on the next signal (or at once if one came since the last wait), or after `ms`. */
  wait(ms: number): Promise<void> {
    if (this.signalled) {
      this.signalled = false;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.release = null;
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.release = done;
    });
  }
}

export interface Listener {
  close(): Promise<void>;
}

/** Waits before the attempts to LISTEN again after a lost connection: doubling from the first, up to the last. */
export const LISTEN_RETRY_MS = { first: 250, max: 10_000 };

/**
 * LISTENs on the delivery channel, reconnecting after a lost connection (a terminated backend, a PostgreSQL
 * restart) with a doubling wait, subscribing again, and signalling then in case a notification was missed.
 * Polling still runs underneath, so an outage only slows delivery down.
 */
export function listenForDeliveries(databaseUrl: string, wakeup: Wakeup, onError: (err: Error) => void): Listener {
  let client: pg.Client | null = null;
  let closed = false;
  let retryTimer: NodeJS.Timeout | null = null;
  let retryMs = LISTEN_RETRY_MS.first;

  const connect = async () => {
    const c = new pg.Client({ connectionString: databaseUrl });
    let lost = false;
    // Once per connection, whichever of 'error' and 'end' comes first (a server that closes cleanly sends no error).
    const drop = (err: Error) => {
      if (lost) return;
      lost = true;
      if (client === c) client = null;
      if (!closed) onError(err);
      c.end().catch(() => {});
      scheduleReconnect();
    };
    c.on('notification', () => wakeup.signal());
    c.on('error', drop);
    c.on('end', () => drop(new Error('LISTEN connection ended')));
    try {
      await c.connect();
      await c.query(`LISTEN ${DELIVERY_CHANNEL}`);
      if (closed) return void (await c.end());
      if (lost) return;
      client = c;
      retryMs = LISTEN_RETRY_MS.first;
      wakeup.signal();
    } catch (err) {
      drop(err as Error);
    }
  };
  const scheduleReconnect = () => {
    if (closed || retryTimer) return;
    const wait = retryMs;
    retryMs = Math.min(retryMs * 2, LISTEN_RETRY_MS.max);
    retryTimer = setTimeout(() => {
      retryTimer = null;
      void connect();
    }, wait);
  };

  void connect();
  return {
    async close() {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      await client?.end().catch(() => {});
      client = null;
    },
  };
}
