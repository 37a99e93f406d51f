/** The pack bench's papers (src/packing/): one order's packing slip as a PDF. */
import type { App } from '../../app-types.ts';
import packingSlip from './packing-slip.ts';

export default async function packingRoutes(app: App) {
  packingSlip(app);
}
