-- n fresh values of a sequence in one call (src/v2/orders/ids.ts). The same SELECT written in a statement of its own
-- made PostgreSQL plan the statement anew on every call: a plan prepared once cannot know n, so it looked costlier
-- than a plan made for each n. A function call costs the same whatever n is.
CREATE FUNCTION draw_ids(seq regclass, n integer) RETURNS bigint[] LANGUAGE sql VOLATILE AS $$
  SELECT ARRAY(SELECT nextval(seq) FROM generate_series(1, n))
$$;
