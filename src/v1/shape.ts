/**
 * What every v1 resource shares: the v1 spelling of values (a `Format` over the same field catalogues as v2),
 * records with `id` and `resource_uri` and money in `charges`, the tastypie list envelope and paging, and the
 * answer in JSON or XML (`format=json|xml` in any case, else the Accept header).
 */
import { Type, type TSchema } from 'typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { fieldWriter, textReader, V2_FORMAT, type FieldSpec, type Format } from '../core/fields/index.ts';
import { formatDateTimeV1 } from '../core/values/datetime.ts';
import { roundDecimal } from '../core/values/decimal.ts';
import { toTastypieXml } from './xml.ts';
import { v1Uri } from '../core/urls.ts';

/** v1 values: weights in grams and lengths in metres as plain decimal strings, datetimes with +00:00, money amounts. */
export const V1_FORMAT: Format = {
  ...V2_FORMAT,
  weight: textReader((grams) => roundDecimal(grams, 4)),
  length: textReader((metres) => roundDecimal(metres, 4)),
  datetime: textReader(formatDateTimeV1),
  money: (column) => textReader((amount) => roundDecimal(amount, 2))(`${column}_amount`),
  // The specification types v1's flags (an item's joint_production) as strings.
  flag: (column) => (row) => (row[column] == null ? null : row[column] ? 'Y' : 'N'),
  custom_fields: (column) => (row) => Object.entries((row[column] ?? {}) as Record<string, { value?: string }>)
    .map(([name, field]) => ({ name, value: field.value ?? null })),
};

export type Row = Record<string, unknown>;
export type V1Record = Record<string, unknown>;

export { v1Uri };
export const v1Time = (pg: unknown) => (pg == null ? null : formatDateTimeV1(String(pg)));

/**
 * A renderer of v1 records from rows: `id`, `resource_uri`, the plain fields (keys renamed by `rename`), and
 * the money fields (renamed too) inside `charges`, with `unkept` charges keys (values Boxline does not keep) null.
 */
export function v1Writer(specs: readonly FieldSpec[], resource: string, opts: { rename?: Record<string, string>; columns?: Record<string, string>; unkept?: readonly string[] } = {}) {
  const rename = (s: FieldSpec): FieldSpec => ({ ...s, key: opts.rename?.[s.key] ?? s.key, column: s.column ?? s.key });
  const columns = Object.fromEntries(Object.entries(opts.columns ?? {}).map(([k, c]) => [opts.rename?.[k] ?? k, c]));
  const plain = fieldWriter(specs.filter((s) => s.kind !== 'money').map(rename), columns, V1_FORMAT);
  const money = fieldWriter(specs.filter((s) => s.kind === 'money').map(rename), columns, V1_FORMAT);
  return (row: Row, extra: V1Record = {}): V1Record => {
    const id = Number(row.id);
    const out = plain(row, { id, resource_uri: v1Uri(resource, id), ...extra } as V1Record);
    const charges = money(row, Object.fromEntries((opts.unkept ?? []).map((k) => [k, null])) as V1Record);
    const currency = specs.filter((s) => s.kind === 'money').map((s) => row[`${s.column ?? s.key}_currency`]).find((c) => c != null);
    out.charges = { ...charges, currency_code: currency ?? null };
    out.created_at = v1Time(row.created_at);
    out.updated_at = v1Time(row.updated_at);
    return out;
  };
}

// ---- schemas

/** A v1 record in a response: its documented keys are listed per resource in the README; any key may appear. */
export const V1Object = (description: string) => Type.Object({
  id: Type.Optional(Type.Integer()),
  resource_uri: Type.Optional(Type.String()),
}, { additionalProperties: true, description });

export const V1Meta = Type.Object({
  limit: Type.Integer(),
  offset: Type.Integer(),
  next: Type.Union([Type.String(), Type.Null()]),
  previous: Type.Union([Type.String(), Type.Null()]),
  total_count: Type.Integer(),
}, { additionalProperties: true });

export const V1List = (item: TSchema) => Type.Object({ meta: V1Meta, objects: Type.Array(item) });

export const FormatQuery = {
  format: Type.Optional(Type.String({ description: '`json` (default) or `xml`, any case; the Accept header is read when it is absent' })),
};
export const V1PagingQuery = {
  limit: Type.Optional(Type.Integer({ minimum: 0, description: 'Page size; 0 means the maximum (1000). Default per resource.' })),
  offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 2_147_483_647 })),
  ...FormatQuery,
};
/** A list's query: paging, format, and any filter (unknown parameters are ignored). */
export const V1ListQuery = (extra: Record<string, TSchema> = {}) => Type.Object({ ...V1PagingQuery, ...extra }, { additionalProperties: true });
export const V1OneQuery = Type.Object(FormatQuery, { additionalProperties: true });

export const V1_TAGS = ['Legacy v1'];

// ---- paging

export interface V1Page {
  limit: number;
  offset: number;
}

const MAX_LIMIT = 1000;

export function v1Page(query: { limit?: number; offset?: number }, defaultLimit: number): V1Page {
  const limit = query.limit === undefined ? defaultLimit : query.limit === 0 ? MAX_LIMIT : Math.min(query.limit, MAX_LIMIT);
  return { limit, offset: query.offset ?? 0 };
}

/** The same request's path and parameters (bearer_token and format kept) with another offset: relative, as tastypie writes it. */
function relativeLink(request: FastifyRequest, page: V1Page, offset: number): string {
  const [path, search = ''] = request.url.split('?', 2);
  const params = new URLSearchParams(search);
  params.set('limit', String(page.limit));
  params.set('offset', String(offset));
  return `${path}?${params.toString()}`;
}

export function v1Envelope(request: FastifyRequest, page: V1Page, total: number, objects: unknown[], extraMeta: Record<string, unknown> = {}) {
  const next = page.offset + page.limit < total ? relativeLink(request, page, page.offset + page.limit) : null;
  const previous = page.offset > 0 ? relativeLink(request, page, Math.max(0, page.offset - page.limit)) : null;
  return { meta: { limit: page.limit, offset: page.offset, next, previous, total_count: total, ...extraMeta }, objects };
}

// ---- answering

/** XML when `format` says so (any case), else when the Accept header prefers XML to JSON. */
export function wantsXml(request: FastifyRequest): boolean {
  const format = (request.query as { format?: unknown } | undefined)?.format;
  if (typeof format === 'string' && format !== '') return format.toLowerCase() === 'xml';
  const accept = String(request.headers.accept ?? '').toLowerCase();
  return /\b(application|text)\/xml\b/.test(accept) && !accept.includes('json');
}

/** Sends a v1 body (a list envelope or one record) as JSON or XML. */
export function sendV1(request: FastifyRequest, reply: FastifyReply, status: number, body: Record<string, unknown>) {
  reply.code(status);
  if (wantsXml(request)) {
    const root = 'objects' in body && 'meta' in body ? 'response' : 'object';
    return reply.type('application/xml; charset=utf-8').send(toTastypieXml(body, root));
  }
  return reply.type('application/json; charset=utf-8').send(body);
}
