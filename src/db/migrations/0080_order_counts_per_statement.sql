-- Order counts (0009) for many rows at once: an INSERT or DELETE of orders now adjusts the counts once per
-- statement, from its transition table, instead of one plpgsql upsert per row. `boxline import` inserts and
-- deletes a page of up to 1,000 orders in one statement; a single-order write does what it did. A change of
-- status keeps the row trigger (a transition table cannot be limited to UPDATE OF these columns, and would
-- otherwise be captured for every kept-value update of the orders).
CREATE FUNCTION order_counts_apply_statement() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  s smallint := floor(random() * 8)::smallint;
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

DROP TRIGGER order_counts_apply ON orders;
CREATE TRIGGER order_counts_apply AFTER UPDATE OF billing_status, shipping_status ON orders
  FOR EACH ROW EXECUTE FUNCTION order_counts_apply();
CREATE TRIGGER order_counts_insert AFTER INSERT ON orders REFERENCING NEW TABLE AS inserted_orders
  FOR EACH STATEMENT EXECUTE FUNCTION order_counts_apply_statement();
CREATE TRIGGER order_counts_delete AFTER DELETE ON orders REFERENCING OLD TABLE AS deleted_orders
  FOR EACH STATEMENT EXECUTE FUNCTION order_counts_apply_statement();
