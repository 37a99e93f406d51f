/**
 * What contact reads and writes refuse, as data (service.ts): a contact's fields as the field mechanism refused them,
 * or an `expand` naming what a contact cannot expand. Nothing is written. The views word it (the API's words:
 * src/http/contact-refusals.ts); the import says it in its report.
 */
import { Refusal, type FieldRules, type Invalid } from '../core/refusal.ts';

export type ContactInvalidReason =
  /** `expand`: names something else than the list of what a contact expands (values.allowed). */
  | 'unknown_expand';

export type ContactRefusalReason = FieldRules | Invalid<ContactInvalidReason>;

export class ContactRefusal extends Refusal<ContactRefusalReason> {
  constructor(refusal: ContactRefusalReason) {
    super('contact', refusal);
  }
}

export const refuseContact = (refusal: ContactRefusalReason): ContactRefusal => new ContactRefusal(refusal);
