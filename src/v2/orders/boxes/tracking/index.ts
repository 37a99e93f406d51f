import type { App } from '../../../../app-types.ts';
import list from './list.ts';
import get from './get.ts';

/** Tracking events are read only: the carrier poller writes them (service.ts, src/carriers/). */
export default function trackingRoutes(app: App) {
  list(app);
  get(app);
}
