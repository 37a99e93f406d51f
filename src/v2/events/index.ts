import type { App } from '../../app-types.ts';
import { createFeedWaits } from '../../events/feed/waits.ts';
import list from './list.ts';

export default async function eventRoutes(app: App) {
  // Long polls answer at once when the server starts closing, so that they do not hold up its shutdown.
  const closing = new AbortController();
  app.addHook('preClose', async () => closing.abort());
  // The server's waiting polls: one LISTEN connection (PostgreSQL) for all of them, a bound per organization.
  const waits = createFeedWaits(app.db, {
    databaseUrl: app.config.databaseUrl, maxPerOrg: app.config.feed.maxWaitingPolls,
    onError: (err) => app.log.warn({ err }, 'events feed: LISTEN connection failed; waiting polls answer at their deadline'),
  });
  app.addHook('onClose', async () => waits.close());
  list(app, waits, closing.signal);
}
