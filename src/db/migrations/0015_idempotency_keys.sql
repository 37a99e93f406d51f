-- Idempotency-Key: the first answer to a POST, kept per organization for 24 hours so that a retry with the same
-- key and body gets it again without writing. `status` is null while the first request runs (until `locked_until`,
-- after which a retry of a request whose process died may take the key over).
CREATE TABLE idempotency_keys (
  org_id        bigint NOT NULL REFERENCES orgs (id) ON DELETE CASCADE,
  key           text NOT NULL,
  fingerprint   text NOT NULL,
  status        integer,
  content_type  text,
  location      text,
  body          text,
  locked_until  timestamptz NOT NULL,
  created_at    timestamptz NOT NULL DEFAULT now(),
  expires_at    timestamptz NOT NULL,
  PRIMARY KEY (org_id, key)
);
