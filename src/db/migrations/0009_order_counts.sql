-- Exact order counts per organization and status, kept by a trigger in the writing transaction, so that the
-- count of a list without filters (or with only status filters) reads a few rows instead of counting the
-- organization's orders. Each change lands in one of 8 slots at random, so concurrent writers in one
-- organization rarely wait on the same row; a count sums the slots. '' stands for "no status".
-- No foreign key to orgs: deleting an organization deletes its orders, whose triggers write here.
CREATE TABLE order_counts (
  org_id           bigint NOT NULL,
  billing_status   text NOT NULL,
  shipping_status  text NOT NULL,
  slot             smallint NOT NULL,
  n                bigint NOT NULL,
  PRIMARY KEY (org_id, billing_status, shipping_status, slot)
);

CREATE FUNCTION order_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  s smallint := floor(random() * 8)::smallint;
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

CREATE TRIGGER order_counts_apply AFTER INSERT OR DELETE OR UPDATE OF billing_status, shipping_status ON orders
  FOR EACH ROW EXECUTE FUNCTION order_counts_apply();

INSERT INTO order_counts (org_id, billing_status, shipping_status, slot, n)
SELECT org_id, coalesce(billing_status, ''), coalesce(shipping_status, ''), 0, count(*) FROM orders GROUP BY 1, 2, 3;
