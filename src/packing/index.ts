/**
 * The pick list and packing slips (issue 50, DECISIONS section 13): `renderPickList(deps, orgId, orderIds, out)` and
 * `renderPackingSlips(deps, orgId, orderIds, out)` write one PDF into `out` and answer what they printed. Each reads
 * its rows in a fixed number of queries whatever the number of orders. `pdfStream(out => renderPickList(deps, orgId, ids, out))`
 * gives the same file as a stream to read.
 */
import type * as PickList from './pick-list.ts';
import type * as PackingSlips from './packing-slips.ts';

// The renderers' modules (pdf-lib, bwip-js) load at the first PDF (CONTRIBUTING.md, "Heavy libraries load at first use").
export const renderPickList: typeof PickList.renderPickList = async (...args) => (await import('./pick-list.ts')).renderPickList(...args);
export const renderPackingSlips: typeof PackingSlips.renderPackingSlips = async (...args) => (await import('./packing-slips.ts')).renderPackingSlips(...args);
export const packingSlipPdf: typeof PackingSlips.packingSlipPdf = async (...args) => (await import('./packing-slips.ts')).packingSlipPdf(...args);
export { pdfStream } from './stream.ts';
export type { PackingDeps, PdfTarget, PickLine, PickListResult, PackingSlipsResult } from './types.ts';
