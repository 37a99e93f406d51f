import type { App } from '../../app-types.ts';
import list from './list.ts';
import create from './create.ts';
import get from './get.ts';
import update from './update.ts';
import remove from './delete.ts';

export default async function carrierAccountRoutes(app: App) {
  list(app);
  create(app);
  get(app);
  update(app);
  remove(app);
}
