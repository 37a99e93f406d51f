-- draw_ids (0091, 0094) without a query of its own. PL/pgSQL kept the plan of `SELECT ARRAY(SELECT nextval(seq)
-- FROM generate_series(1, n))`, yet PostgreSQL planned it again on every call (a plan that cannot know n looked
-- costlier than one made for each n): POST orders/ draws three tables' ids in its token's statement, which so
-- planned three queries per order. A loop of nextval calls is an expression PL/pgSQL evaluates without the executor:
-- with pgbench, three calls drawing 1, 2 and 6 ids cost 42-44 us of server CPU against 80-83 us.
CREATE OR REPLACE FUNCTION draw_ids(seq regclass, n integer) RETURNS bigint[] LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  ids bigint[] := '{}';
BEGIN
  FOR i IN 1..n LOOP
    ids[i] := nextval(seq);
  END LOOP;
  RETURN ids;
END $$;
