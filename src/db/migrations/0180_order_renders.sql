-- Stored renders (issue 38): each order's v2 JSON, expanded with its boxes and items, as the order writer last
-- rendered it (src/orders/renders/). A table of its own, so that writing it touches neither the orders table's
-- indexes nor its HOT updates. `body` is text, not jsonb: its bytes come back unchanged and pages are joined from
-- them without parsing. Deleting an order deletes its render. The existing orders are rendered afterwards, in
-- batches that do not block writes (`boxline migrate`, and a server at start-up: src/orders/renders/fill.ts);
-- until then, reads render an order that has no stored render live.
CREATE TABLE order_renders (
  org_id bigint NOT NULL,
  order_id bigint NOT NULL,
  body text NOT NULL,
  PRIMARY KEY (org_id, order_id),
  FOREIGN KEY (org_id, order_id) REFERENCES orders (org_id, id) ON DELETE CASCADE
);
