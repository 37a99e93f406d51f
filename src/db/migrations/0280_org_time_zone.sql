-- The organization's time zone (an IANA name such as 'Europe/Berlin'): the console shows dates in it and a
-- manifest's ship date defaults to today there. Checked by the application (src/orgs/time-zone.ts) against the
-- names both Node.js and PostgreSQL know; 'UTC' until an owner or admin chooses another.
ALTER TABLE orgs ADD COLUMN time_zone text NOT NULL DEFAULT 'UTC';
