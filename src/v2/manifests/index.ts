/** End-of-day manifests (src/manifests/): close, list, retrieve, and the manifest's PDF. */
import type { App } from '../../app-types.ts';
import create from './create.ts';
import list from './list.ts';
import get from './get.ts';
import pdf from './pdf.ts';

export default async function manifestRoutes(app: App) {
  create(app);
  list(app);
  get(app);
  pdf(app);
}
