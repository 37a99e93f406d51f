-- draw_ids (0091) in PL/pgSQL. As an SQL function that cannot be inlined, its body was parsed and planned again
-- in every statement that called it: POST orders/ calls it three times in the statement that checks the token,
-- which made that statement cost more than any other but the order's INSERT. PL/pgSQL keeps the plan of its
-- query for the session.
CREATE OR REPLACE FUNCTION draw_ids(seq regclass, n integer) RETURNS bigint[] LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  RETURN ARRAY(SELECT nextval(seq) FROM generate_series(1, n));
END $$;
