-- boxline import (src/import/): which source object became which row, and how far each kind has been read,
-- so that a second run brings only what changed and a run stopped half-way resumes without duplicates.

-- One row per imported object: `source` names the source organization (its API base and org key), `source_url`
-- the object's url there; `source_version` is the source's updated_at (nested_updated_at for orders) as written.
CREATE TABLE import_objects (
  org_id          bigint NOT NULL REFERENCES orgs (id) ON DELETE CASCADE,
  source          text NOT NULL,
  kind            text NOT NULL CHECK (kind IN ('packaging', 'product', 'contact', 'order')),
  source_url      text NOT NULL,
  target_id       bigint NOT NULL,
  source_version  text NOT NULL,
  imported_at     timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (org_id, source, kind, source_url)
);
CREATE INDEX import_objects_target_idx ON import_objects (org_id, kind, target_id);

-- The watermark of each kind: everything the source changed before it is in (committed with the rows it covers).
CREATE TABLE import_progress (
  org_id      bigint NOT NULL REFERENCES orgs (id) ON DELETE CASCADE,
  source      text NOT NULL,
  kind        text NOT NULL,
  watermark   text NOT NULL,
  updated_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (org_id, source, kind)
);
