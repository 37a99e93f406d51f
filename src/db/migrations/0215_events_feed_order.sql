-- The events feed hands events out in the order of the transactions that wrote them (src/events/feed/queries.ts).
-- Each event records the id of the transaction that inserted it (xid8: the 64-bit id, which never wraps around),
-- filled in by the column's default; events written before this migration have none and come first, by id. The
-- column is added without a default first, so that the table is not rewritten, then given it for new rows.
ALTER TABLE events ADD COLUMN xid xid8;
ALTER TABLE events ALTER COLUMN xid SET DEFAULT pg_current_xact_id();

-- The key that makes the feed's cursors opaque (src/events/feed/cursor.ts): a cursor names a place among the
-- organization's own events without showing the transaction and event ids, which other organizations' writes move.
CREATE TABLE event_feed_keys (
  id   integer PRIMARY KEY CHECK (id = 1),
  key  bytea NOT NULL CHECK (length(key) = 32)
);
INSERT INTO event_feed_keys (id, key)
VALUES (1, sha256(convert_to(gen_random_uuid()::text || gen_random_uuid()::text, 'UTF8')));

-- Whether a server waits on the feed of an organization, for emitEvent (src/events/emit.ts), which then NOTIFYs
-- (a NOTIFY costs every committing writer a lock held through its commit: only where someone listens). A server
-- with polls waiting for the organization holds the shared session lock (1652057601, org); a writer probes it by
-- taking it exclusively for an instant. Before probing, the writer takes the shared transaction lock
-- (1652057602, org) until it commits, and a server that starts listening takes that one exclusively once it holds
-- the first (src/events/feed/listener.ts): so every writer that found nobody listening has committed before the
-- server's polls read the feed, and every later writer notifies. An organization id is folded to 31 bits: two
-- organizations that share a key only cost each other a NOTIFY.
CREATE FUNCTION event_feed_followed(org bigint) RETURNS boolean LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  k integer := (org % 2147483648)::integer;
BEGIN
  PERFORM pg_advisory_xact_lock_shared(1652057602, k);
  IF pg_try_advisory_lock(1652057601, k) THEN
    PERFORM pg_advisory_unlock(1652057601, k);
    RETURN false;
  END IF;
  RETURN true;
END $$;
