/**
 * Where the `packing_slips` and `pick_list` batches meet the PDF renderers of src/packing/ (renderPackingSlips,
 * renderPickList): a runner gets the batch's orders in pack order and returns the PDF as a stream, which the
 * batch's end streams to storage as its print file (print-file.ts). A renderer writes its whole file into the
 * stream and ends it; its failure destroys the stream, which fails the end (tried again by a worker).
 */
import type { Readable } from 'node:stream';
import type { OrgRef } from '../orgs/ref.ts';
import { pdfStream, renderPackingSlips, renderPickList, type PackingDeps, type PdfTarget } from '../packing/index.ts';
import type { BatchAction } from './shape.ts';

export type PrintRunner = (deps: PackingDeps, org: OrgRef, orderIds: readonly number[]) => Promise<Readable>;

const streamed = (render: (deps: PackingDeps, orgId: number, orderIds: readonly number[], out: PdfTarget) => Promise<unknown>): PrintRunner =>
  async (deps, org, orderIds) => pdfStream((out) => render(deps, org.id, orderIds, out)).stream;

const RUNNERS: Partial<Record<BatchAction, PrintRunner>> = {
  packing_slips: streamed(renderPackingSlips),
  pick_list: streamed(renderPickList),
};

/** The runner of a printing action; null when this build has none. */
export const printRunner = (action: BatchAction): PrintRunner | null => RUNNERS[action] ?? null;
