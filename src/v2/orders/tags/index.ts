import type { App } from '../../../app-types.ts';
import list from './list.ts';
import create from './create.ts';
import remove from './delete.ts';

export default function tagRoutes(app: App) {
  list(app);
  create(app);
  remove(app);
}
