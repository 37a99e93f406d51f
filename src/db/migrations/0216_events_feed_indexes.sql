-- boxline:outside-transaction
-- The events feed reads an organization's events in transaction order (0215), of every entity or of one. Built
-- with CREATE INDEX CONCURRENTLY on PostgreSQL so that upgrading a busy database does not stop writes (a plain
-- build on PGlite); the index by entity and id, which only the feed read, goes once its successor is built.
CREATE INDEX CONCURRENTLY IF NOT EXISTS events_org_xid_idx ON events (org_id, xid, id);
CREATE INDEX CONCURRENTLY IF NOT EXISTS events_org_entity_xid_idx ON events (org_id, entity, xid, id);
DROP INDEX CONCURRENTLY IF EXISTS events_org_entity_idx;
