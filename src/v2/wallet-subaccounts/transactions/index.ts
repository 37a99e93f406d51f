import type { App } from '../../../app-types.ts';
import list from './list.ts';
import get from './get.ts';
import create from './create.ts';

export default async function transactionRoutes(app: App) {
  list(app);
  get(app);
  create(app);
}
