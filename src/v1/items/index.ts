/** v1 items: `/api/v1/items/` (list, `?box=<id>`; POST with `box` in the body), `/api/v1/boxes/{box}/items/`, one item. */
import type { App } from '../../app-types.ts';
import list from './list.ts';
import get from './get.ts';
import create from './create.ts';
import update from './update.ts';
import remove from './delete.ts';

export default async function itemRoutes(app: App) {
  for (const register of [list, get, create, update, remove]) register(app);
}
