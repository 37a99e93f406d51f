-- The carrier's own close of a manifest (USPS SCAN form, FedEx Ground End of Day Close): its state, recorded before
-- the carrier is called (pending) and completed after (closed, with the carrier's reference and document stored as a
-- file), or failed with the carrier's message for an operator to retry (src/manifests/carrier-close.ts). 'none':
-- the carrier has no such endpoint (sandbox, UPS) or nothing of the manifest needs one.
ALTER TABLE manifests
  ADD COLUMN carrier_status        text NOT NULL DEFAULT 'none' CHECK (carrier_status IN ('none', 'pending', 'closed', 'failed')),
  ADD COLUMN carrier_reference     text,
  ADD COLUMN carrier_message       text,
  ADD COLUMN carrier_document_key  text,
  ADD COLUMN carrier_document_type text,
  ADD COLUMN carrier_document_size bigint,
  ADD COLUMN carrier_requested_at  timestamptz,
  ADD COLUMN carrier_closed_at     timestamptz;

-- The worker finds the closes a crash left pending, across organizations (as label purchases).
CREATE INDEX manifests_carrier_pending_idx ON manifests (carrier_requested_at) WHERE carrier_status = 'pending';
