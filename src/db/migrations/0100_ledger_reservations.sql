-- Money that one request cannot break (issue 41).
--
-- A ledger's head can be reserved by a card charge: a refill checks its last_transaction under the head's lock,
-- records its payment intent and names it in reserved_by, in one transaction that commits before the card is
-- charged. While that intent is pending the head is reserved: every other write of the ledger is refused (409)
-- before it touches a card, and the refill appends at the head it checked. The reservation ends with the intent
-- (succeeded, declined, refunded, abandoned or failed); nothing has to clear the column.
ALTER TABLE insurance_accounts ADD COLUMN reserved_by bigint;
ALTER TABLE wallet_subaccounts ADD COLUMN reserved_by bigint;

-- A charge that succeeded at the processor but whose ledger row cannot be written (it no longer fits, its
-- sub-account is gone, ...) is refunded and marked failed with the reason, so that recovery goes on past it.
ALTER TABLE payment_intents DROP CONSTRAINT payment_intents_status_check;
ALTER TABLE payment_intents ADD CONSTRAINT payment_intents_status_check
  CHECK (status IN ('pending', 'succeeded', 'declined', 'refunded', 'abandoned', 'failed'));
ALTER TABLE payment_intents ADD COLUMN failure text;
