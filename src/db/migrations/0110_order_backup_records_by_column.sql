-- Order backup records keyed by the order's column names (src/v1/backups/record.ts), so that order_restore renders
-- them through the field catalogue and the v1 Format instead of SQL. The records of earlier backups held the v1
-- keys; the values, all text, move under their columns unchanged. `status_shipped` was read from the shipping
-- status, which is kept instead ('fulfilled' or null, which is all the old record knew).
UPDATE order_backup_details SET record = jsonb_build_object(
  'customer_number', record->'customer_number',
  'message', record->'message',
  'po_number', record->'po_number',
  'ordered_at', record->'order_time',
  'printed_at', record->'print_time',
  'ship_via', record->'ship_via',
  'ship_type', record->'ship_type',
  'to_ship_at', record->'future_ship_time',
  'shipped_at', record->'ship_time',
  'ship_cost_amount', record->'ship_cost',
  'ship_cost_currency', record->'ship_cost_currency_code',
  'billing_subtotal_amount', record->'subtotal',
  'billing_subtotal_currency', record->'subtotal_currency_code',
  'billing_shipping_amount', record->'shipping',
  'billing_shipping_currency', record->'shipping_currency_code',
  'billing_tax_amount', record->'tax',
  'billing_tax_currency', record->'tax_currency_code',
  'billing_total_amount', record->'total',
  'billing_total_currency', record->'total_currency_code',
  'source_name', record->'source',
  'source_retrieved_at', record->'import_time',
  'delivered_at', record->'delivered_at',
  'created_at', record->'order_created_at',
  'updated_at', record->'order_updated_at',
  'shipping_status', CASE WHEN (record->>'status_shipped')::boolean THEN 'fulfilled' END
)
WHERE record->'status_shipped' IS NOT NULL;
