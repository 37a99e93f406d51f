-- Token pairs. An access token may carry a refresh token (OAuth2 apps, wallet sub-accounts). A refresh rotates
-- both: the old row is revoked but kept, so that a refresh token used twice revokes its whole family.
ALTER TABLE access_tokens
  ADD COLUMN refresh_hash text,
  ADD COLUMN client_id    bigint,
  ADD COLUMN family_id    bigint,
  ADD COLUMN revoked_at   timestamptz;
CREATE UNIQUE INDEX access_tokens_refresh_key ON access_tokens (refresh_hash) WHERE refresh_hash IS NOT NULL;
CREATE INDEX access_tokens_family_idx ON access_tokens (family_id) WHERE family_id IS NOT NULL;
