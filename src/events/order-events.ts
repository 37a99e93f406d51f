/** An order's webhook events with their deliveries, as the console's order page shows them. */
import { sql } from '../core/sql.ts';
import { encodeId } from '../core/ids.ts';
import type { Queryable } from '../db/database.ts';

export interface OrderEventRow {
  id: number;
  entity: string;
  action: string;
  created_at: string;
  deliveries: { webhook_id: number; id: number; state: string; status_code: number | null; attempt: number }[];
}

/** The order's newest events (`orders`, `order-delivered`) and each one's deliveries, in one query. */
export function orderEvents(db: Queryable, orgId: number, orderId: number, limit = 20): Promise<OrderEventRow[]> {
  return db.rows<OrderEventRow>(sql`
    SELECT e.id, e.entity, e.action, e.created_at,
           coalesce((SELECT json_agg(json_build_object('webhook_id', d.webhook_id, 'id', d.id, 'state', d.state,
                                                       'status_code', d.status_code, 'attempt', d.attempt) ORDER BY d.id)
                     FROM webhook_deliveries d WHERE d.org_id = ${orgId} AND d.event_id = e.id), '[]'::json) AS deliveries
    FROM events e
    WHERE e.org_id = ${orgId} AND e.object_pk = ${encodeId(orderId)} AND e.entity IN ('orders', 'order-delivered')
    ORDER BY e.id DESC LIMIT ${limit}`);
}
