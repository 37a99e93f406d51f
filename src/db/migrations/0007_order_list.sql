-- The order list at scale (issue: filters, ordering, search). Every filter and every order_by key is served
-- by an index led by org_id; `(org_id, key, id)` serves both directions with the id tie-break.

CREATE EXTENSION IF NOT EXISTS btree_gin;

-- Kept sort keys (see src/v2/orders/kept-values.ts): the order's tags joined, and its first item's fields.
ALTER TABLE orders
  ADD COLUMN tags_sort text,
  ADD COLUMN first_item_description text,
  ADD COLUMN first_item_part_number text,
  ADD COLUMN first_item_pick_location text,
  ADD COLUMN first_item_link text;

-- With the tie-break column, replacing the narrower ones of 0004.
DROP INDEX orders_primary_id_idx;
DROP INDEX orders_order_number_idx;
CREATE INDEX orders_primary_id_idx ON orders (org_id, primary_id, id);
CREATE INDEX orders_order_number_idx ON orders (org_id, order_number, id);
-- Messages have no length limit: their sort key is the first 200 characters.
CREATE INDEX orders_message_idx ON orders (org_id, left(message, 200), id);
CREATE INDEX orders_delivered_at_idx ON orders (org_id, delivered_at, id);
CREATE INDEX orders_printed_at_idx ON orders (org_id, printed_at, id);
CREATE INDEX orders_po_number_idx ON orders (org_id, po_number, id);
CREATE INDEX orders_ordered_at_idx ON orders (org_id, ordered_at, id);
CREATE INDEX orders_terms_idx ON orders (org_id, terms, id);
CREATE INDEX orders_tags_sort_idx ON orders (org_id, tags_sort, id);
CREATE INDEX orders_ship_via_idx ON orders (org_id, ship_via, id);
CREATE INDEX orders_ship_type_idx ON orders (org_id, ship_type, id);
CREATE INDEX orders_shipped_at_idx ON orders (org_id, shipped_at, id);
CREATE INDEX orders_to_ship_at_idx ON orders (org_id, to_ship_at, id);
CREATE INDEX orders_ship_cost_amount_idx ON orders (org_id, ship_cost_amount, id);
CREATE INDEX orders_shipping_status_idx ON orders (org_id, shipping_status, id);
CREATE INDEX orders_source_name_idx ON orders (org_id, source_name, id);
CREATE INDEX orders_source_account_idx ON orders (org_id, source_account, id);
CREATE INDEX orders_billing_shipping_amount_idx ON orders (org_id, billing_shipping_amount, id);
CREATE INDEX orders_billing_status_idx ON orders (org_id, billing_status, id);
CREATE INDEX orders_billing_total_amount_idx ON orders (org_id, billing_total_amount, id);
CREATE INDEX orders_first_item_description_idx ON orders (org_id, first_item_description, id);
CREATE INDEX orders_first_item_part_number_idx ON orders (org_id, first_item_part_number, id);
CREATE INDEX orders_first_item_pick_location_idx ON orders (org_id, first_item_pick_location, id);
CREATE INDEX orders_first_item_link_idx ON orders (org_id, first_item_link, id);
CREATE INDEX orders_customer_number_idx ON orders (org_id, customer_number, id);
CREATE INDEX orders_ship_to_address_1_idx ON orders (org_id, ship_to_address_1, id);
CREATE INDEX orders_ship_to_address_2_idx ON orders (org_id, ship_to_address_2, id);
CREATE INDEX orders_ship_to_city_idx ON orders (org_id, ship_to_city, id);
CREATE INDEX orders_ship_to_company_idx ON orders (org_id, ship_to_company, id);
CREATE INDEX orders_ship_to_country_idx ON orders (org_id, ship_to_country, id);
CREATE INDEX orders_ship_to_email_idx ON orders (org_id, ship_to_email, id);
CREATE INDEX orders_ship_to_phone_idx ON orders (org_id, ship_to_phone, id);
CREATE INDEX orders_ship_to_region_idx ON orders (org_id, ship_to_region, id);
CREATE INDEX orders_ship_to_post_code_idx ON orders (org_id, ship_to_post_code, id);
CREATE INDEX orders_bill_to_address_1_idx ON orders (org_id, bill_to_address_1, id);
CREATE INDEX orders_bill_to_address_2_idx ON orders (org_id, bill_to_address_2, id);
CREATE INDEX orders_bill_to_city_idx ON orders (org_id, bill_to_city, id);
CREATE INDEX orders_bill_to_company_idx ON orders (org_id, bill_to_company, id);
CREATE INDEX orders_bill_to_country_idx ON orders (org_id, bill_to_country, id);
CREATE INDEX orders_bill_to_email_idx ON orders (org_id, bill_to_email, id);
CREATE INDEX orders_bill_to_phone_idx ON orders (org_id, bill_to_phone, id);
CREATE INDEX orders_bill_to_region_idx ON orders (org_id, bill_to_region, id);
CREATE INDEX orders_bill_to_post_code_idx ON orders (org_id, bill_to_post_code, id);

-- `email=`, the contact orders link and suggestions (a customer's history) match e-mails case-insensitively.
CREATE INDEX orders_ship_to_email_lower_idx ON orders (org_id, lower(ship_to_email), created_at);
CREATE INDEX orders_bill_to_email_lower_idx ON orders (org_id, lower(bill_to_email), created_at);

-- Search within one organization.
DROP INDEX orders_search_idx;
CREATE INDEX orders_search_idx ON orders USING gin (org_id, search);
