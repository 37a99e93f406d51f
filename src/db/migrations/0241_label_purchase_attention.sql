-- A label purchase a crash left pending with a carrier that cannot be asked for it by our key (UPS, FedEx, USPS):
-- the worker voids the label by its tracking number when the carrier's answer was recorded, else marks the purchase
-- `attention` for an operator, who settles it (DELETE .../label/). Like pending and purchased it holds the box, so
-- that a label the carrier may have sold is never bought twice.
ALTER TABLE label_purchases DROP CONSTRAINT label_purchases_status_check;
ALTER TABLE label_purchases ADD CONSTRAINT label_purchases_status_check
  CHECK (status IN ('pending', 'purchased', 'voided', 'failed', 'attention'));
DROP INDEX label_purchases_active_box;
CREATE UNIQUE INDEX label_purchases_active_box ON label_purchases (org_id, box_id) WHERE status IN ('pending', 'purchased', 'attention');
