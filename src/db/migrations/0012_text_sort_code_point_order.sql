-- Text sorts in code-point order, whatever the database's collation (issue 11, item 4).
--
-- `order_by` on a text key (names, part numbers, descriptions, addresses, ...) sorted with the database's default
-- collation: PGlite (C) put "Zoe" before "adam", a PostgreSQL created with en_US put it after, and a page boundary
-- (offset paging) depended on the server. Every text sort key is now compared as COLLATE "C": the order of the
-- Unicode code points (byte order of UTF-8), the same on every server and locale: digits and most punctuation
-- before upper case, upper case before lower case, accented and other non-ASCII letters after z
-- (src/v2/orders/query/order-by.ts). Equality is the same in every deterministic collation, so the exact filters
-- on these columns compare as COLLATE "C" too and keep using the same indexes.
--
-- Not changed: billing_status and shipping_status (enumerated lower-case ASCII values whose order is the same in
-- every collation), unique_id and customer_number (filtered, never sorted).
--
-- Large tables: the new indexes are built before the old ones are dropped, so reads go on during the builds
-- (CREATE INDEX takes a SHARE lock: writes to orders wait) and the ACCESS EXCLUSIVE lock of DROP INDEX is taken
-- only at the end, for the moment the drops take. The migration runs in one transaction (src/db/migrate.ts), so
-- CREATE INDEX CONCURRENTLY is not available here.
SET LOCAL maintenance_work_mem = '128MB';

CREATE INDEX orders_message_c_idx ON orders (org_id, (left(message, 200) COLLATE "C"), id);
CREATE INDEX orders_primary_id_c_idx ON orders (org_id, primary_id COLLATE "C", id);
CREATE INDEX orders_po_number_c_idx ON orders (org_id, po_number COLLATE "C", id);
CREATE INDEX orders_terms_c_idx ON orders (org_id, terms COLLATE "C", id);
CREATE INDEX orders_tags_sort_c_idx ON orders (org_id, tags_sort COLLATE "C", id);
CREATE INDEX orders_pick_locations_c_idx ON orders (org_id, pick_locations_auto COLLATE "C", id);
CREATE INDEX orders_ship_via_c_idx ON orders (org_id, ship_via COLLATE "C", id);
CREATE INDEX orders_ship_type_c_idx ON orders (org_id, ship_type COLLATE "C", id);
CREATE INDEX orders_source_name_c_idx ON orders (org_id, source_name COLLATE "C", id);
CREATE INDEX orders_source_account_c_idx ON orders (org_id, source_account COLLATE "C", id);
CREATE INDEX orders_tracking_c_idx ON orders (org_id, first_tracking_number COLLATE "C", id);
CREATE INDEX orders_first_item_description_c_idx ON orders (org_id, first_item_description COLLATE "C", id);
CREATE INDEX orders_first_item_part_number_c_idx ON orders (org_id, first_item_part_number COLLATE "C", id);
CREATE INDEX orders_first_item_pick_location_c_idx ON orders (org_id, first_item_pick_location COLLATE "C", id);
CREATE INDEX orders_first_item_link_c_idx ON orders (org_id, first_item_link COLLATE "C", id);
CREATE INDEX orders_ship_to_address_1_c_idx ON orders (org_id, ship_to_address_1 COLLATE "C", id);
CREATE INDEX orders_ship_to_address_2_c_idx ON orders (org_id, ship_to_address_2 COLLATE "C", id);
CREATE INDEX orders_ship_to_city_c_idx ON orders (org_id, ship_to_city COLLATE "C", id);
CREATE INDEX orders_ship_to_company_c_idx ON orders (org_id, ship_to_company COLLATE "C", id);
CREATE INDEX orders_ship_to_country_c_idx ON orders (org_id, ship_to_country COLLATE "C", id);
CREATE INDEX orders_ship_to_email_c_idx ON orders (org_id, ship_to_email COLLATE "C", id);
CREATE INDEX orders_ship_to_phone_c_idx ON orders (org_id, ship_to_phone COLLATE "C", id);
CREATE INDEX orders_ship_to_region_c_idx ON orders (org_id, ship_to_region COLLATE "C", id);
CREATE INDEX orders_ship_to_post_code_c_idx ON orders (org_id, ship_to_post_code COLLATE "C", id);
CREATE INDEX orders_bill_to_address_1_c_idx ON orders (org_id, bill_to_address_1 COLLATE "C", id);
CREATE INDEX orders_bill_to_address_2_c_idx ON orders (org_id, bill_to_address_2 COLLATE "C", id);
CREATE INDEX orders_bill_to_city_c_idx ON orders (org_id, bill_to_city COLLATE "C", id);
CREATE INDEX orders_bill_to_company_c_idx ON orders (org_id, bill_to_company COLLATE "C", id);
CREATE INDEX orders_bill_to_country_c_idx ON orders (org_id, bill_to_country COLLATE "C", id);
CREATE INDEX orders_bill_to_email_c_idx ON orders (org_id, bill_to_email COLLATE "C", id);
CREATE INDEX orders_bill_to_phone_c_idx ON orders (org_id, bill_to_phone COLLATE "C", id);
CREATE INDEX orders_bill_to_region_c_idx ON orders (org_id, bill_to_region COLLATE "C", id);
CREATE INDEX orders_bill_to_post_code_c_idx ON orders (org_id, bill_to_post_code COLLATE "C", id);

DROP INDEX orders_message_idx;
DROP INDEX orders_primary_id_idx;
DROP INDEX orders_po_number_idx;
DROP INDEX orders_terms_idx;
DROP INDEX orders_tags_sort_idx;
DROP INDEX orders_pick_locations_idx;
DROP INDEX orders_ship_via_idx;
DROP INDEX orders_ship_type_idx;
DROP INDEX orders_source_name_idx;
DROP INDEX orders_source_account_idx;
DROP INDEX orders_tracking_idx;
DROP INDEX orders_first_item_description_idx;
DROP INDEX orders_first_item_part_number_idx;
DROP INDEX orders_first_item_pick_location_idx;
DROP INDEX orders_first_item_link_idx;
DROP INDEX orders_ship_to_address_1_idx;
DROP INDEX orders_ship_to_address_2_idx;
DROP INDEX orders_ship_to_city_idx;
DROP INDEX orders_ship_to_company_idx;
DROP INDEX orders_ship_to_country_idx;
DROP INDEX orders_ship_to_email_idx;
DROP INDEX orders_ship_to_phone_idx;
DROP INDEX orders_ship_to_region_idx;
DROP INDEX orders_ship_to_post_code_idx;
DROP INDEX orders_bill_to_address_1_idx;
DROP INDEX orders_bill_to_address_2_idx;
DROP INDEX orders_bill_to_city_idx;
DROP INDEX orders_bill_to_company_idx;
DROP INDEX orders_bill_to_country_idx;
DROP INDEX orders_bill_to_email_idx;
DROP INDEX orders_bill_to_phone_idx;
DROP INDEX orders_bill_to_region_idx;
DROP INDEX orders_bill_to_post_code_idx;
ALTER INDEX orders_message_c_idx RENAME TO orders_message_idx;
ALTER INDEX orders_primary_id_c_idx RENAME TO orders_primary_id_idx;
ALTER INDEX orders_po_number_c_idx RENAME TO orders_po_number_idx;
ALTER INDEX orders_terms_c_idx RENAME TO orders_terms_idx;
ALTER INDEX orders_tags_sort_c_idx RENAME TO orders_tags_sort_idx;
ALTER INDEX orders_pick_locations_c_idx RENAME TO orders_pick_locations_idx;
ALTER INDEX orders_ship_via_c_idx RENAME TO orders_ship_via_idx;
ALTER INDEX orders_ship_type_c_idx RENAME TO orders_ship_type_idx;
ALTER INDEX orders_source_name_c_idx RENAME TO orders_source_name_idx;
ALTER INDEX orders_source_account_c_idx RENAME TO orders_source_account_idx;
ALTER INDEX orders_tracking_c_idx RENAME TO orders_tracking_idx;
ALTER INDEX orders_first_item_description_c_idx RENAME TO orders_first_item_description_idx;
ALTER INDEX orders_first_item_part_number_c_idx RENAME TO orders_first_item_part_number_idx;
ALTER INDEX orders_first_item_pick_location_c_idx RENAME TO orders_first_item_pick_location_idx;
ALTER INDEX orders_first_item_link_c_idx RENAME TO orders_first_item_link_idx;
ALTER INDEX orders_ship_to_address_1_c_idx RENAME TO orders_ship_to_address_1_idx;
ALTER INDEX orders_ship_to_address_2_c_idx RENAME TO orders_ship_to_address_2_idx;
ALTER INDEX orders_ship_to_city_c_idx RENAME TO orders_ship_to_city_idx;
ALTER INDEX orders_ship_to_company_c_idx RENAME TO orders_ship_to_company_idx;
ALTER INDEX orders_ship_to_country_c_idx RENAME TO orders_ship_to_country_idx;
ALTER INDEX orders_ship_to_email_c_idx RENAME TO orders_ship_to_email_idx;
ALTER INDEX orders_ship_to_phone_c_idx RENAME TO orders_ship_to_phone_idx;
ALTER INDEX orders_ship_to_region_c_idx RENAME TO orders_ship_to_region_idx;
ALTER INDEX orders_ship_to_post_code_c_idx RENAME TO orders_ship_to_post_code_idx;
ALTER INDEX orders_bill_to_address_1_c_idx RENAME TO orders_bill_to_address_1_idx;
ALTER INDEX orders_bill_to_address_2_c_idx RENAME TO orders_bill_to_address_2_idx;
ALTER INDEX orders_bill_to_city_c_idx RENAME TO orders_bill_to_city_idx;
ALTER INDEX orders_bill_to_company_c_idx RENAME TO orders_bill_to_company_idx;
ALTER INDEX orders_bill_to_country_c_idx RENAME TO orders_bill_to_country_idx;
ALTER INDEX orders_bill_to_email_c_idx RENAME TO orders_bill_to_email_idx;
ALTER INDEX orders_bill_to_phone_c_idx RENAME TO orders_bill_to_phone_idx;
ALTER INDEX orders_bill_to_region_c_idx RENAME TO orders_bill_to_region_idx;
ALTER INDEX orders_bill_to_post_code_c_idx RENAME TO orders_bill_to_post_code_idx;

-- Kept sort keys built with ORDER BY (the sorted tags, the sorted pick locations) followed the default collation
-- too; src/v2/orders/kept-values.ts now sorts them as "C". Where the database's default order is not already the
-- code-point order, the stored ones are recomputed the way kept-values.ts does.
DO $$
BEGIN
  IF (SELECT datlocprovider <> 'c' OR datcollate NOT IN ('C', 'POSIX', 'C.UTF-8', 'C.utf8')
      FROM pg_database WHERE datname = current_database()) THEN
    UPDATE orders o SET tags_sort = left(t.sorted, 200)
    FROM (SELECT org_id, order_id, string_agg(value, ', ' ORDER BY value COLLATE "C") AS sorted
          FROM order_tags GROUP BY org_id, order_id) t
    WHERE o.org_id = t.org_id AND o.id = t.order_id AND o.tags_sort IS DISTINCT FROM left(t.sorted, 200);
    UPDATE orders o SET pick_locations_auto = left(i.picks, 200)
    FROM (SELECT org_id, order_id,
                 string_agg(DISTINCT pick_location COLLATE "C", ', ' ORDER BY pick_location COLLATE "C") AS picks
          FROM items GROUP BY org_id, order_id) i
    WHERE o.org_id = i.org_id AND o.id = i.order_id AND o.pick_locations_auto IS DISTINCT FROM left(i.picks, 200);
  END IF;
END $$;
