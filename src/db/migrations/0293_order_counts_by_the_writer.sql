-- The order counts (0009, 0080, 0093) are kept by the writer in the transaction that inserts, deletes or changes
-- the statuses of orders (src/orders/counts.ts), the same slot per connection and key order as before, instead
-- of by these triggers: Citus runs no triggers on a distributed table.
DROP TRIGGER order_counts_apply ON orders;
DROP TRIGGER order_counts_insert ON orders;
DROP TRIGGER order_counts_delete ON orders;
DROP FUNCTION order_counts_apply();
DROP FUNCTION order_counts_apply_statement();
