-- The pack station's progress (issue 50, docs/console.md "The pack station"): how many units of each item line were
-- scanned into its box. Kept on the server so that a packer's reload, a second screen or a crash of the browser
-- loses nothing; a row goes with its item (a line removed from the order takes its count with it). The box is the
-- item's own (items.box_id), never copied here.
-- `needed` is the line's quantity when it was first scanned: the count never passes it, even for two packers
-- scanning the same box at once (the upsert's WHERE), and a later change of the quantity is read from the item.
CREATE TABLE pack_scans (
  org_id      bigint NOT NULL,
  item_id     bigint NOT NULL,
  order_id    bigint NOT NULL,
  scanned     integer NOT NULL CHECK (scanned >= 0),
  needed      integer NOT NULL CHECK (needed >= 0),
  scanned_by  bigint,
  updated_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (org_id, item_id),
  FOREIGN KEY (org_id, item_id) REFERENCES items (org_id, id) ON DELETE CASCADE
);
CREATE INDEX pack_scans_order ON pack_scans (org_id, order_id);
