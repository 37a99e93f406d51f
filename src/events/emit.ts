/**
 * Emitting an event is one call, made inside the transaction of the change it describes: a committed change
 * is always delivered, a rolled-back one never is. The dispatcher turns events into webhook deliveries.
 */
import { sql } from 'drizzle-orm';
import type { Queryable } from '../db/database.ts';

export const ENTITIES = ['orders', 'order-delivered', 'packaging', 'contact', 'contact-address', 'acceptance-scan', 'webhook'] as const;
export type Entity = (typeof ENTITIES)[number];

export interface OutgoingEvent {
  orgId: number;
  entity: Entity;
  /** The encoded id appended to the subscriber's remote_url. */
  objectPk: string;
  /** `put` delivers the payload with PUT; `delete` sends DELETE with no body. */
  action: 'put' | 'delete';
  /** The object's GET JSON (for `put`). */
  payload: unknown;
}

export async function emitEvent(tx: Queryable, event: OutgoingEvent): Promise<void> {
  await tx.rows(sql`
    INSERT INTO events (org_id, entity, object_pk, action, payload)
    VALUES (${event.orgId}, ${event.entity}, ${event.objectPk}, ${event.action},
            ${event.action === 'put' ? JSON.stringify(event.payload) : null}::jsonb)`);
}
