import type { App } from '../../app-types.ts';
import list from './list.ts';
import exports from './export.ts';
import create from './create.ts';
import get from './get.ts';
import update from './update.ts';
import remove from './delete.ts';
import customField from './custom-field.ts';
import boxRoutes from './boxes/index.ts';
import noteRoutes from './notes/index.ts';
import tagRoutes from './tags/index.ts';

export default async function orderRoutes(app: App) {
  tagRoutes(app); // before the order routes: /orders/tags/ is the organization's tag list
  list(app);
  exports(app); // before the order routes too: export.csv is not an order key
  create(app);
  get(app);
  update(app);
  remove(app);
  customField(app);
  boxRoutes(app);
  noteRoutes(app);
}
