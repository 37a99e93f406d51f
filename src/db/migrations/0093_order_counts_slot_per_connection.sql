-- Order counts (0009, 0080): a change lands in the slot of the connection that makes it (its backend pid modulo
-- 64) instead of one of 8 slots at random. A slot's row stays locked from the order's INSERT to COMMIT, so with 8
-- slots chosen at random, 8 writers in one organization waited on each other most of the time (a writer's slot was
-- taken by one of the 7 others in 61% of draws): in bench/create-orders, INSERT INTO orders waited on
-- `transactionid` more than on anything else. A connection's own slot is not shared by the connections of a pool
-- unless their pids meet modulo 64. It also keeps every change of one transaction in one slot, so two transactions
-- lock count rows in key order and cannot deadlock on them. A count sums the slots, as before.
CREATE OR REPLACE FUNCTION order_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  s smallint := (pg_backend_pid() % 64)::smallint;
BEGIN
  -- Rows in key order, so two transactions moving orders between the same statuses lock in the same order.
  INSERT INTO order_counts AS c (org_id, billing_status, shipping_status, slot, n)
  SELECT d.org_id, d.b, d.sh, s, sum(d.delta) FROM (
    SELECT OLD.org_id, coalesce(OLD.billing_status, ''), coalesce(OLD.shipping_status, ''), -1 WHERE TG_OP IN ('DELETE', 'UPDATE')
    UNION ALL
    SELECT NEW.org_id, coalesce(NEW.billing_status, ''), coalesce(NEW.shipping_status, ''), 1 WHERE TG_OP IN ('INSERT', 'UPDATE')
  ) AS d (org_id, b, sh, delta)
  GROUP BY d.org_id, d.b, d.sh
  HAVING sum(d.delta) <> 0
  ORDER BY d.org_id, d.b, d.sh
  ON CONFLICT (org_id, billing_status, shipping_status, slot) DO UPDATE SET n = c.n + EXCLUDED.n;
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION order_counts_apply_statement() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  s smallint := (pg_backend_pid() % 64)::smallint;
BEGIN
  -- Rows in key order, so two transactions moving orders between the same statuses lock in the same order.
  IF TG_OP = 'INSERT' THEN
    INSERT INTO order_counts AS c (org_id, billing_status, shipping_status, slot, n)
    SELECT org_id, coalesce(billing_status, ''), coalesce(shipping_status, ''), s, count(*) FROM inserted_orders
    GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (org_id, billing_status, shipping_status, slot) DO UPDATE SET n = c.n + EXCLUDED.n;
  ELSE
    INSERT INTO order_counts AS c (org_id, billing_status, shipping_status, slot, n)
    SELECT org_id, coalesce(billing_status, ''), coalesce(shipping_status, ''), s, -count(*) FROM deleted_orders
    GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (org_id, billing_status, shipping_status, slot) DO UPDATE SET n = c.n + EXCLUDED.n;
  END IF;
  RETURN NULL;
END $$;
