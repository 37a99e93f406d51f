-- Foreign keys between tenant tables that set a column to NULL on delete become plain foreign keys: Citus refuses
-- ON DELETE SET NULL on a foreign key holding the distribution column (org_id), even with a column list. What the
-- actions did, the writers already do or now do in the same transaction, before the delete:
-- - boxes.packaging_id: a packaging preset's boxes are detached by the order writer (changePreset) before the
--   preset is deleted;
-- - insurance_transactions and wallet_transactions.order_id and box_id: the writers that delete orders and boxes
--   clear the references first (src/money/ledger/detach.ts).
ALTER TABLE boxes DROP CONSTRAINT boxes_org_id_packaging_id_fkey,
  ADD CONSTRAINT boxes_org_id_packaging_id_fkey FOREIGN KEY (org_id, packaging_id) REFERENCES packaging_presets (org_id, id);
ALTER TABLE insurance_transactions DROP CONSTRAINT insurance_transactions_org_id_order_id_fkey,
  DROP CONSTRAINT insurance_transactions_org_id_box_id_fkey,
  ADD CONSTRAINT insurance_transactions_org_id_order_id_fkey FOREIGN KEY (org_id, order_id) REFERENCES orders (org_id, id),
  ADD CONSTRAINT insurance_transactions_org_id_box_id_fkey FOREIGN KEY (org_id, box_id) REFERENCES boxes (org_id, id);
ALTER TABLE wallet_transactions DROP CONSTRAINT wallet_transactions_org_id_order_id_fkey,
  DROP CONSTRAINT wallet_transactions_org_id_box_id_fkey,
  ADD CONSTRAINT wallet_transactions_org_id_order_id_fkey FOREIGN KEY (org_id, order_id) REFERENCES orders (org_id, id),
  ADD CONSTRAINT wallet_transactions_org_id_box_id_fkey FOREIGN KEY (org_id, box_id) REFERENCES boxes (org_id, id);
