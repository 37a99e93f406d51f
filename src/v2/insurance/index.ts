import type { App } from '../../app-types.ts';
import list from './list.ts';
import create from './create.ts';
import get from './get.ts';
import update from './update.ts';
import remove from './delete.ts';
import orderList from './order-list.ts';
import orderCreate from './order-create.ts';
import boxList from './box-list.ts';
import boxCreate from './box-create.ts';

export default async function insuranceRoutes(app: App) {
  list(app);
  create(app);
  get(app);
  update(app);
  remove(app);
  orderList(app);
  orderCreate(app);
  boxList(app);
  boxCreate(app);
}
