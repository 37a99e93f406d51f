import type { App } from '../../app-types.ts';
import list from './list.ts';
import get from './get.ts';
import create from './create.ts';
import update from './update.ts';
import remove from './delete.ts';

/** v1 company: one file per operation (shape.ts says what they share). */
export default async function companyRoutes(app: App) {
  list(app);
  get(app);
  create(app);
  update(app);
  remove(app);
}
