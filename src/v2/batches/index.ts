/** Batches (DECISIONS section 13; the domain is src/batches/): create, list, read, errors, retry, print file. */
import type { App } from '../../app-types.ts';
import create from './create.ts';
import list from './list.ts';
import get from './get.ts';
import errors from './errors.ts';
import retry from './retry.ts';
import printFile from './print-file.ts';

export default async function batchRoutes(app: App) {
  create(app);
  list(app);
  get(app);
  errors(app);
  retry(app);
  printFile(app);
}
