/**
 * The v2 API's words for what a money ledger refuses (src/money/ledger/refusals.ts): a declined card is a 402, and
 * nothing was written. src/v2/index.ts hands them to the error handler for every v2 route.
 */
import { ApiError } from '../core/errors.ts';
import type { LedgerRefusalReason } from '../money/ledger/index.ts';

export function ledgerRefusalError(r: LedgerRefusalReason): ApiError {
  switch (r.kind) {
    case 'card_declined': return new ApiError('payment_required', `The card was declined (${r.reason}); nothing was written.`);
  }
}
