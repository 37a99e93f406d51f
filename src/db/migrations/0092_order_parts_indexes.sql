-- boxline:outside-transaction
-- An order's items in box order: the first item's kept values (src/v2/orders/kept-values.ts) read
-- `WHERE org_id AND order_id ORDER BY box_id, id LIMIT 1`. Over (org_id, order_id) alone, a plan made while the
-- items table was small walked the organization's items by box (items_box_idx) and filtered them by order, one
-- order's insert reading every item of the organization. This index answers both the condition and the order, so
-- no plan can prefer the walk. Built concurrently on PostgreSQL (README.md, "Upgrading").
CREATE INDEX CONCURRENTLY IF NOT EXISTS items_order_box_idx ON items (org_id, order_id, box_id, id);
DROP INDEX CONCURRENTLY IF EXISTS items_order_idx;

-- The same columns as the boxes' unique key (org_id, order_id, id), which serves every lookup this one did.
DROP INDEX CONCURRENTLY IF EXISTS boxes_order_idx;
