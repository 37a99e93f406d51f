import type { App } from '../../app-types.ts';
import list from './list.ts';

export default async function eventRoutes(app: App) {
  // Long polls answer at once when the server starts closing, so that they do not hold up its shutdown.
  const closing = new AbortController();
  app.addHook('preClose', async () => closing.abort());
  list(app, closing.signal);
}
