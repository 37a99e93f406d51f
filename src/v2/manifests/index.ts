/** End-of-day manifests (src/manifests/): close, list, retrieve, the manifest's PDF, the carrier's close: retry and document. */
import type { App } from '../../app-types.ts';
import create from './create.ts';
import list from './list.ts';
import get from './get.ts';
import pdf from './pdf.ts';
import retry from './retry.ts';
import carrierDocument from './carrier-document.ts';

export default async function manifestRoutes(app: App) {
  create(app);
  list(app);
  get(app);
  pdf(app);
  retry(app);
  carrierDocument(app);
}
