import type { App } from '../../../app-types.ts';
import list from './list.ts';
import create from './create.ts';
import get from './get.ts';
import update from './update.ts';
import remove from './delete.ts';
import customField from './custom-field.ts';
import itemRoutes from './items/index.ts';
import documentRoutes from './docs/index.ts';
import trackingRoutes from './tracking/index.ts';

export default function boxRoutes(app: App) {
  list(app);
  create(app);
  get(app);
  update(app);
  remove(app);
  customField(app);
  itemRoutes(app);
  app.register(documentRoutes);
  trackingRoutes(app);
}
