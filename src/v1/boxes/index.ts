/** v1 boxes: `/api/v1/boxes/` (list, `?order=<id>`), one box (GET, PATCH, PUT as PATCH, DELETE); its items are in ../items/. */
import type { App } from '../../app-types.ts';
import list from './list.ts';
import get from './get.ts';
import update from './update.ts';
import remove from './delete.ts';

export default async function boxRoutes(app: App) {
  for (const register of [list, get, update, remove]) register(app);
}
