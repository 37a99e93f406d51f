/**
 * The feed's cursor: a place among one organization's events, as the client holds it.
 *
 * A place is the (transaction id, event id) of the last event handed out (queries.ts says why that order). Both
 * ids are counted across every organization of the database, so shown as they are they would tell a client how
 * much the others write. The cursor is that place sealed in one AES-256 block with the database's feed key
 * (table event_feed_keys): 6 bytes of transaction id, 6 of event id and 4 that must match the organization, as 22
 * base64url characters. It moves only when the organization's own events are handed out, and a cursor altered,
 * made up or taken from another organization's feed is refused (`null` here, a 400 at the edge).
 *
 * Cursors from before it (digits: an event id) keep working: they name a place among the events written before
 * transaction ids were recorded, which all come first.
 */
import { createCipheriv, createDecipheriv } from 'node:crypto';
import { sql } from '../../core/sql.ts';
import type { Queryable } from '../../db/database.ts';

/** A place in the feed: after the event (`xid`, `id`); `xid` 0 is among the events that have no transaction id. */
export interface FeedPosition {
  xid: number;
  id: number;
}

/** What `after` may be: a sealed cursor, or an event id as cursors were before (`0`: the start). */
export const FEED_CURSOR_PATTERN = '^(?:[0-9]{1,15}|[A-Za-z0-9_-]{22})$';

const SIX_BYTES = 2 ** 48;
const keys = new WeakMap<Queryable, Promise<Buffer>>();

/** The database's feed key, read once per handle. */
function feedKey(db: Queryable): Promise<Buffer> {
  let key = keys.get(db);
  if (!key) {
    key = db.one<{ key: Uint8Array }>(sql`SELECT key FROM event_feed_keys WHERE id = 1`).then((row) => Buffer.from(row!.key));
    key.catch(() => keys.delete(db));
    keys.set(db, key);
  }
  return key;
}

function orgCheck(orgId: number): number {
  return (orgId % 2 ** 32) ^ 0x5a17c0de;
}

export async function encodeCursor(db: Queryable, orgId: number, position: FeedPosition): Promise<string> {
  const block = Buffer.alloc(16);
  block.writeUIntBE(position.xid, 0, 6);
  block.writeUIntBE(position.id, 6, 6);
  block.writeUInt32BE(orgCheck(orgId) >>> 0, 12);
  const cipher = createCipheriv('aes-256-ecb', await feedKey(db), null).setAutoPadding(false);
  return Buffer.concat([cipher.update(block), cipher.final()]).toString('base64url');
}

/** The place a cursor names for this organization, or null when it is not one of its cursors. */
export async function decodeCursor(db: Queryable, orgId: number, cursor: string): Promise<FeedPosition | null> {
  if (/^[0-9]{1,15}$/.test(cursor)) return { xid: 0, id: Number(cursor) };
  if (!/^[A-Za-z0-9_-]{22}$/.test(cursor)) return null;
  const sealed = Buffer.from(cursor, 'base64url');
  // One spelling per cursor: the last character's unused bits must be zero.
  if (sealed.length !== 16 || sealed.toString('base64url') !== cursor) return null;
  const decipher = createDecipheriv('aes-256-ecb', await feedKey(db), null).setAutoPadding(false);
  const block = Buffer.concat([decipher.update(sealed), decipher.final()]);
  if (block.readUInt32BE(12) !== orgCheck(orgId) >>> 0) return null;
  const position = { xid: block.readUIntBE(0, 6), id: block.readUIntBE(6, 6) };
  return position.xid < SIX_BYTES && position.id < SIX_BYTES ? position : null;
}
