-- now_when(changed, stamp, now): `now` when `changed` holds, else `stamp`: how an UPDATE moves a stamp column only
-- when a value changes (src/core/fields/columns.ts, nowWhenSql). Citus refuses an UPDATE of a distributed table whose
-- SET has now() in a CASE or COALESCE ("non-IMMUTABLE functions are not allowed in CASE or COALESCE statements"), and
-- an SQL function would be inlined back into that CASE before Citus looks: a PL/pgSQL function is not, and Citus
-- evaluates the now() standing alone as its argument once, on the coordinator. Immutable: its value is its
-- arguments'. Created on every node by Citus with the migration (it propagates CREATE FUNCTION).
CREATE FUNCTION now_when(changed boolean, stamp timestamptz, now timestamptz) RETURNS timestamptz
  LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
BEGIN
  RETURN CASE WHEN changed THEN now ELSE stamp END;
END $$;
