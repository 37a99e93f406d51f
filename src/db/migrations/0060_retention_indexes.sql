-- boxline:outside-transaction
-- Indexes the retention pruner (src/retention.ts) walks. Built with CREATE INDEX CONCURRENTLY on PostgreSQL so
-- that upgrading a busy database does not stop writes (a plain build on PGlite); see README.md, "Upgrading".
-- Like the dispatcher's queue scans, the age scans run across organizations, so they are not led by org_id.

-- Old events, oldest first.
CREATE INDEX CONCURRENTLY IF NOT EXISTS events_created_idx ON events (created_at);

-- The deliveries of one event: whether any is still pending, and the cascade when the event is deleted.
CREATE INDEX CONCURRENTLY IF NOT EXISTS webhook_deliveries_event_idx ON webhook_deliveries (org_id, event_id);

-- Settled attempts (every state but pending), oldest first.
CREATE INDEX CONCURRENTLY IF NOT EXISTS webhook_deliveries_settled_idx ON webhook_deliveries (created_at)
  WHERE state <> 'pending';

-- Expired access tokens without a refresh token, and revoked ones.
CREATE INDEX CONCURRENTLY IF NOT EXISTS access_tokens_expired_idx ON access_tokens (expires_at)
  WHERE refresh_hash IS NULL AND expires_at IS NOT NULL;
CREATE INDEX CONCURRENTLY IF NOT EXISTS access_tokens_revoked_idx ON access_tokens (revoked_at)
  WHERE revoked_at IS NOT NULL;
