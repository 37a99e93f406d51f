import type { App } from '../../app-types.ts';
import list from './list.ts';
import get from './get.ts';
import update from './update.ts';

export default async function appRelationRoutes(app: App) {
  list(app);
  get(app);
  update(app);
}
