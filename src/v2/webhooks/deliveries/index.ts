import type { App } from '../../../app-types.ts';
import list from './list.ts';
import get from './get.ts';
import redeliver from './redeliver.ts';

export default async function deliveryRoutes(app: App) {
  list(app);
  get(app);
  redeliver(app);
}
