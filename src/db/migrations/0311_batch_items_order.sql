-- The batches an order is in, newest first: the pack station buys with the rule of the order's latest `labels`
-- batch (src/shipping/pack/rule.ts), one index lookup per closed box.
CREATE INDEX batch_items_order ON batch_items (org_id, order_id, batch_id);
