/**
 * A sub-account's card (`processor_credit_card`): the number a client sends goes to the payment processor, and only
 * the processor's reference and the last four digits are stored; responses show `************4242`. The masked
 * value sent back (a read-modify-write) leaves the card as it is; null removes it.
 */
import { TypedValue } from '../../core/sql.ts';
import { invalidOne } from '../../core/refusal.ts';
import { refuseMoney } from '../refusals.ts';
import type { Columns } from '../../core/fields/index.ts';
import type { PaymentProcessor } from '../../payments/index.ts';

const FIELD = 'processor_credit_card';
const MASKED = /^\*+\d{4}$/;

/** The card columns a body's `processor_credit_card` writes (none when absent or masked); call it outside a transaction. */
export async function cardColumns(processor: PaymentProcessor, value: string | null | undefined): Promise<Columns> {
  if (value === undefined) return {};
  if (value === null) return { processor_credit_card: new TypedValue(null, 'text'), processor_credit_card_last4: new TypedValue(null, 'text') };
  const trimmed = value.trim();
  if (MASKED.test(trimmed)) return {};
  const digits = trimmed.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits)) throw refuseMoney(invalidOne(FIELD, 'not_a_card'));
  const card = await processor.saveCard(digits);
  return { processor_credit_card: new TypedValue(card.reference, 'text'), processor_credit_card_last4: new TypedValue(card.last4, 'text') };
}
