import type { App } from '../../app-types.ts';
import list from './list.ts';
import create from './create.ts';
import get from './get.ts';
import update from './update.ts';
import transactionRoutes from './transactions/index.ts';

export default async function walletSubaccountRoutes(app: App) {
  list(app);
  create(app);
  get(app);
  update(app);
  await transactionRoutes(app);
}
