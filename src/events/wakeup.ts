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

/**
 * LISTENs on the delivery channel, reconnecting after a lost connection (and signalling then, in case a
 * notification was missed). Polling still runs underneath, so an outage only slows delivery down.
 */
export function listenForDeliveries(databaseUrl: string, wakeup: Wakeup, onError: (err: Error) => void): Listener {
  let client: pg.Client | null = null;
  let closed = false;
  let retryTimer: NodeJS.Timeout | null = null;

  const connect = async () => {
    const c = new pg.Client({ connectionString: databaseUrl });
    c.on('notification', () => wakeup.signal());
    c.on('error', (err) => {
      onError(err);
      c.end().catch(() => {});
      if (client === c) client = null;
      scheduleReconnect();
    });
    try {
      await c.connect();
      await c.query(`LISTEN ${DELIVERY_CHANNEL}`);
      if (closed) return void (await c.end());
      client = c;
      wakeup.signal();
    } catch (err) {
      onError(err as Error);
      c.end().catch(() => {});
      scheduleReconnect();
    }
  };
  const scheduleReconnect = () => {
    if (closed || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      void connect();
    }, 1000);
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
