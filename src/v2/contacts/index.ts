import type { App } from '../../app-types.ts';
import list from './list.ts';
import create from './create.ts';
import get from './get.ts';
import update from './update.ts';
import remove from './delete.ts';
import addressRoutes from './addresses/index.ts';
import noteRoutes from './notes/index.ts';
import orders from './orders.ts';

export default async function contactRoutes(app: App) {
  list(app);
  create(app);
  get(app);
  update(app);
  remove(app);
  addressRoutes(app);
  noteRoutes(app);
  orders(app);
}
