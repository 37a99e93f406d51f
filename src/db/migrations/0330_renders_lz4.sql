-- Stored renders and event payloads compressed with lz4 instead of pglz. An order's stored render (its v2 JSON with
-- boxes and items: about 6 KB for an order of 2 boxes x 3 items) passes PostgreSQL's 2 KB TOAST threshold, so every
-- write that stores one compressed it with pglz; an event's payload (the order as writes answer it) does too once the
-- order is larger. Timed in one database, 20,000 such renders inserted at a time, alternating: pglz 160-190 us a row,
-- lz4 34-46 us (the 2-core machine loaded by other work); lz4 stored them in 1,467 bytes against pglz's 1,271, and
-- reads decompress them faster too. Only new values are compressed with lz4: rows written before stay as they are
-- and are read as before (no rewrite, only the catalogue changes).
--
-- A server built without lz4 (PGlite, a PostgreSQL compiled without --with-lz4) answers feature_not_supported:
-- the columns then keep pglz.
DO $$
BEGIN
  ALTER TABLE order_renders ALTER COLUMN body SET COMPRESSION lz4;
  ALTER TABLE events ALTER COLUMN payload SET COMPRESSION lz4;
EXCEPTION WHEN feature_not_supported THEN
  NULL;
END $$;
