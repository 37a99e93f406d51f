-- A new order is written children first: items, then boxes (their effective size and weight computed in the same
-- INSERT from the items), then the order row with its kept values computed in its INSERT from its boxes, items,
-- notes and tags (src/v2/orders/insert.ts). Writing the order row once, with final values, spares every one of its
-- indexes a second entry that an UPDATE after the children would add. The references from the children to their
-- parents are therefore checked at commit. Cascading deletes are not deferred (PostgreSQL never defers them).
ALTER TABLE boxes ALTER CONSTRAINT boxes_org_id_order_id_fkey DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE items ALTER CONSTRAINT items_org_id_order_id_box_id_fkey DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE order_notes ALTER CONSTRAINT order_notes_org_id_order_id_fkey DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE order_tags ALTER CONSTRAINT order_tags_org_id_order_id_fkey DEFERRABLE INITIALLY DEFERRED;
