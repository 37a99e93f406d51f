-- draw_ids (0091, 0094, 0095) never gives a reserved id (src/db/reserved-ids.ts: 64 and 4288, "." and ".." in
-- base 66, and 15971922, "tags", which `/orders/tags/` owns). A new order's one statement (src/orders/insert-one.ts)
-- draws its ids and uses them in the same statement, so no caller can set a reserved one aside and draw again, and
-- the tables' triggers that skip them (0008, 0010) would move a box away from the items that name it.
CREATE OR REPLACE FUNCTION draw_ids(seq regclass, n integer) RETURNS bigint[] LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  ids bigint[] := '{}';
  id bigint;
  drawn integer := 0;
BEGIN
  WHILE drawn < n LOOP
    id := nextval(seq);
    IF id <> 64 AND id <> 4288 AND id <> 15971922 THEN
      drawn := drawn + 1;
      ids[drawn] := id;
    END IF;
  END LOOP;
  RETURN ids;
END $$;
