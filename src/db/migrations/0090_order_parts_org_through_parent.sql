-- A box, an item, a note or a tag of an order belongs to the order's organization: its reference to its order (or
-- box) carries the org_id, and the order's own reference to orgs covers the organization. Their direct references to
-- orgs were checked once per inserted row, each check locking the organization's row (FOR KEY SHARE), which every
-- concurrent writer of the organization shares: eleven checks for an order of 2 boxes x 3 items. Deleting an
-- organization still deletes them, through its orders (ON DELETE CASCADE at each level).
ALTER TABLE boxes DROP CONSTRAINT boxes_org_id_fkey;
ALTER TABLE items DROP CONSTRAINT items_org_id_fkey;
ALTER TABLE order_notes DROP CONSTRAINT order_notes_org_id_fkey;
ALTER TABLE order_tags DROP CONSTRAINT order_tags_org_id_fkey;
