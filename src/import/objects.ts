/**
 * Importing the objects orders refer to and the directory: packaging presets, products, contacts (with their
 * addresses and notes). One page of a list is one transaction. Column values come from the same catalogues and
 * column functions as their routes; the timestamps are set as the source wrote them. An object imported before
 * and unchanged (the same JSON) is left alone; a changed one is written again in place.
 */
import { createHash } from 'node:crypto';
import { sql } from '../core/sql.ts';
import type { Queryable } from '../db/database.ts';
import type { ValueProblems } from '../core/fields/problems.ts';
import { columnsOf, stampedGroupColumns, typed, type Columns } from '../core/fields/index.ts';
import { encodeId } from '../core/ids.ts';
import { PACKAGING_FIELDS, PACKAGING_SHAPE, renderPresetRow } from '../catalogue/packaging.ts';
import { PRODUCT_FIELDS, PRODUCT_SHAPE } from '../catalogue/product.ts';
import { CONTACT_SHAPE } from '../catalogue/contact.ts';
import { parseValues } from '../wire/values.ts';
import { SOURCE } from '../catalogue/source.ts';
import type { OrgContext } from '../auth/org.ts';
import { emitEvent } from '../events/emit.ts';
import { PackagingCreate } from '../wire/bodies/packaging.ts';
import { insertPresetRow, updatePresetRow } from '../packaging/queries.ts';
import { ProductCreate } from '../wire/bodies/products.ts';
import { insertProduct, updateProductRow } from '../products/queries.ts';
import { ContactCreate } from '../wire/bodies/contacts.ts';
import { getContact, insertContact, updateContact } from '../contacts/queries.ts';
import { contactColumns, emitContactPut, throwIfInvalid } from '../contacts/service.ts';
import { emitAddressPuts, writeAddresses } from '../contacts/addresses/service.ts';
import { deleteAddressesOf } from '../contacts/addresses/queries.ts';
import { CONTACT_NOTES, insertNotes, noteColumns } from '../notes/table.ts';
import { NoteCreate } from '../wire/bodies/notes.ts';
import { asBody, describeProblem } from './validate.ts';
import { mappedObjects, recordMapped, setTimestamps, type ImportKind } from './queries.ts';
import type { Skipped } from './orders.ts';

type Json = Record<string, any>;

export interface ObjectBatchResult {
  written: number;
  unchanged: number;
  skipped: Skipped[];
  /** Source url -> target id of every object of the page that is in (written now or before). */
  targets: Map<string, number>;
}

export interface ObjectContext {
  org: OrgContext;
  source: string;
  notify: boolean;
}

/** What an object's JSON says, as a short digest: a changed object (or any of its addresses or notes) differs. */
export const versionOf = (json: unknown) => createHash('sha256').update(JSON.stringify(json)).digest('base64url').slice(0, 22);

const stamps = (src: Json, withSource: boolean): Columns => {
  const out: Columns = {};
  if (typeof src.created_at === 'string') out.created_at = typed(src.created_at, 'timestamptz');
  if (typeof src.updated_at === 'string') out.updated_at = typed(src.updated_at, 'timestamptz');
  if (withSource && src.source && typeof src.source === 'object') out.source_updated_at = typed(src.source.updated_at ?? null, 'timestamptz');
  return out;
};

interface KindWriter {
  kind: ImportKind;
  /** Inserts (`targetId` null) or rewrites the object; returns its id. */
  write(tx: Queryable, ctx: ObjectContext, src: Json, targetId: number | null): Promise<number>;
}

async function writePreset(tx: Queryable, ctx: ObjectContext, src: Json, targetId: number | null): Promise<number> {
  const body = asBody<PackagingCreate>(PackagingCreate, src, 'packaging');
  const columns = columnsOf(PACKAGING_FIELDS, parseValues(PACKAGING_SHAPE, body as Json), { full: true });
  const row = targetId === null ? await insertPresetRow(tx, ctx.org.id, columns) : await updatePresetRow(tx, ctx.org.id, targetId, columns);
  await setTimestamps(tx, 'packaging_presets', ctx.org.id, row!.id, stamps(src, false));
  if (ctx.notify) {
    await emitEvent(tx, { orgId: ctx.org.id, entity: 'packaging', objectPk: encodeId(row!.id), action: 'put', payload: renderPresetRow(row!) });
  }
  return row!.id;
}

async function writeProduct(tx: Queryable, ctx: ObjectContext, src: Json, targetId: number | null): Promise<number> {
  const body = asBody<ProductCreate>(ProductCreate, src, 'product');
  const errors: ValueProblems = {};
  const values = parseValues(PRODUCT_SHAPE, body as Json);
  const columns = columnsOf(PRODUCT_FIELDS, values, { full: true, errors });
  stampedGroupColumns(SOURCE, values.source as Json | null | undefined, { mode: 'create', into: columns, errors });
  throwIfInvalid(errors);
  const row = targetId === null ? await insertProduct(tx, ctx.org.id, columns) : await updateProductRow(tx, ctx.org.id, targetId, columns);
  await setTimestamps(tx, 'products', ctx.org.id, row!.id, stamps(src, true));
  return row!.id;
}

async function writeContact(tx: Queryable, ctx: ObjectContext, src: Json, targetId: number | null): Promise<number> {
  const addressesIn = (Array.isArray(src.addresses) ? src.addresses : []).map(({ url: _u, ...a }: Json) => a);
  const body = asBody<Json>(ContactCreate, { ...src, addresses: addressesIn }, 'contact');
  const notes = (Array.isArray(src.notes) ? src.notes : []).map((n: Json, i: number) => {
    const note = asBody<Json>(NoteCreate, n, `notes[${i}]`);
    const c = noteColumns(note, { full: true, path: `notes[${i}]` });
    if (typeof n.created_at === 'string') c.created_at = typed(n.created_at, 'timestamptz');
    if (typeof n.updated_at === 'string') c.updated_at = typed(n.updated_at, 'timestamptz');
    return c;
  });
  const errors: ValueProblems = {};
  const columns = contactColumns(parseValues(CONTACT_SHAPE, body), 'create', errors);
  throwIfInvalid(errors);
  let id = targetId;
  if (id === null) id = await insertContact(tx, ctx.org.id, columns);
  else {
    await updateContact(tx, ctx.org.id, id, columns);
    await deleteAddressesOf(tx, ctx.org.id, id);
    await tx.rows(sql`DELETE FROM contact_notes WHERE org_id = ${ctx.org.id} AND contact_id = ${id}`);
  }
  const ref = { orgId: ctx.org.id, contactId: id };
  const changed = await writeAddresses(tx, ref, (body.addresses ?? []).map((input: Json) => ({ existing: null, input })));
  if (notes.length) await insertNoteRows(tx, ctx.org.id, id, notes);
  await setTimestamps(tx, 'contacts', ctx.org.id, id, stamps(src, true));
  if (ctx.notify) {
    await emitContactPut(tx, ctx.org, (await getContact(tx, ctx.org.id, id))!);
    await emitAddressPuts(tx, ref, changed);
  }
  return id;
}

/** Contact notes with their own timestamps: the route's insert, then the dates. */
async function insertNoteRows(tx: Queryable, orgId: number, contactId: number, notes: Columns[]): Promise<void> {
  const rows = await insertNotes(tx, CONTACT_NOTES, orgId, contactId, notes.map(({ created_at: _c, updated_at: _u, ...rest }) => rest));
  for (const [i, row] of rows.entries()) {
    const { created_at: c, updated_at: u } = notes[i];
    if (c || u) {
      await tx.rows(sql`UPDATE contact_notes SET created_at = COALESCE(${c ?? null}, created_at), updated_at = COALESCE(${u ?? null}, updated_at)
        WHERE org_id = ${orgId} AND id = ${row.id}`);
    }
  }
}

export const OBJECT_WRITERS: Record<'packaging' | 'product' | 'contact', KindWriter> = {
  packaging: { kind: 'packaging', write: writePreset },
  product: { kind: 'product', write: writeProduct },
  contact: { kind: 'contact', write: writeContact },
};

/** Writes one page of one kind in the caller's transaction. An object that fails rolls back only itself (a savepoint). */
export async function writeObjectBatch(tx: Queryable, ctx: ObjectContext, kind: 'packaging' | 'product' | 'contact', sources: Json[]): Promise<ObjectBatchResult> {
  const writer = OBJECT_WRITERS[kind];
  const result: ObjectBatchResult = { written: 0, unchanged: 0, skipped: [], targets: new Map() };
  const mapped = await mappedObjects(tx, ctx.org.id, ctx.source, kind, sources.map((s) => String(s.url)));
  const records: { url: string; targetId: number; version: string }[] = [];
  for (const src of sources) {
    const url = String(src.url);
    const version = versionOf(src);
    const before = mapped.get(url);
    if (before?.exists && before.version === version) {
      result.unchanged++;
      result.targets.set(url, before.targetId);
      continue;
    }
    await tx.rows(sql`SAVEPOINT import_object`);
    try {
      const id = await writer.write(tx, ctx, src, before?.exists ? before.targetId : null);
      await tx.rows(sql`RELEASE SAVEPOINT import_object`);
      records.push({ url, targetId: id, version });
      result.targets.set(url, id);
      result.written++;
    } catch (err) {
      await tx.rows(sql`ROLLBACK TO SAVEPOINT import_object`);
      result.skipped.push({ kind, url, reason: describeProblem(err) });
    }
  }
  await recordMapped(tx, ctx.org.id, ctx.source, kind, records);
  return result;
}
