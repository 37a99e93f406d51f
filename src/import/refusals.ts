/**
 * What converting a source order refuses, as data (orders.ts `convert`): its boxes', items' and notes' values as
 * the field mechanism refused them, and the packaging presets the import did not bring, in the order they were found
 * (`parts`). Nothing of the order is written; the import says it in its report (validate.ts `describeProblem`, in the
 * API's words: refusal-words.ts).
 */
import { Refusal, type FieldRules, type Invalid } from '../core/refusal.ts';

export type ImportInvalidReason =
  /** `boxes[i].packaging`: the preset the source box used (values.url) was not imported. */
  | 'preset_not_imported';

export type ImportRefusalReason = { kind: 'order_fields'; parts: readonly (FieldRules | Invalid<ImportInvalidReason>)[] };

export class ImportRefusal extends Refusal<ImportRefusalReason> {
  constructor(refusal: ImportRefusalReason) {
    super('import', refusal);
  }
}

export const refuseImport = (refusal: ImportRefusalReason): ImportRefusal => new ImportRefusal(refusal);
