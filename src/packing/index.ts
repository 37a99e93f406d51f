/**
 * The pick list and packing slips (issue 50, DECISIONS section 13): `renderPickList(deps, orgId, orderIds, out)` and
 * `renderPackingSlips(deps, orgId, orderIds, out)` write one PDF into `out` and answer what they printed. Each reads
 * its rows in a fixed number of queries whatever the number of orders. `pdfStream(out => renderPickList(deps, orgId, ids, out))`
 * gives the same file as a stream to read.
 */
export { renderPickList } from './pick-list.ts';
export { renderPackingSlips, packingSlipPdf } from './packing-slips.ts';
export { pdfStream } from './stream.ts';
export type { PackingDeps, PdfTarget, PickLine, PickListResult, PackingSlipsResult } from './types.ts';
