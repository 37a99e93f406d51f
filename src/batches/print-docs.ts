/**
 * Where the `packing_slips` and `pick_list` batches meet the PDF renderers of src/packing/ (renderPackingSlips,
 * renderPickList, another branch's work): a runner gets the batch's orders in pack order and returns the PDF as a
 * stream. Until those renderers are in this build, no runner exists and creating such a batch is refused (a 400 on
 * `action`, nothing written); wiring one is adding its entry here.
 */
import type { Readable } from 'node:stream';
import type { Queryable } from '../db/database.ts';
import type { OrgRef } from '../orgs/ref.ts';
import type { BatchAction } from './schemas.ts';

export type PrintRunner = (db: Queryable, org: OrgRef, orderIds: readonly number[]) => Promise<Readable>;

const RUNNERS: Partial<Record<BatchAction, PrintRunner>> = {};

/** The runner of a printing action; null when this build has none. */
export const printRunner = (action: BatchAction): PrintRunner | null => RUNNERS[action] ?? null;
