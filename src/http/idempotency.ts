/**
 * Safe retries: any POST in an organization may carry an `Idempotency-Key` header (1 to 255 visible ASCII
 * characters). The first request with a key runs and its answer (status, Content-Type, Location, body) is kept
 * for 24 hours; the same key with the same request (path and body) gets that answer again, marked
 * `Idempotent-Replayed: true`, without running; with another request it is a 422; while the first still runs,
 * a 409. An answer of 500 or more is not kept (the key is let go, so a retry runs again). Keys live in the
 * database, so they hold across processes and restarts; the worker prunes expired ones.
 * Runs after the guard's preValidation hook (registered after it), so the organization is known.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { ApiError, invalidField } from '../core/errors.ts';
import type { Queryable } from '../db/database.ts';
import { claimKey, releaseKey, storeAnswer, type KeyClaim } from '../db/idempotency-keys.ts';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const IDEMPOTENCY_TTL_SECONDS = 24 * 60 * 60;
/** How long a first request may run before a retry may take its key over (its process is taken for dead). */
const LEASE_SECONDS = 120;
const KEY = /^[\x21-\x7e]{1,255}$/;

declare module 'fastify' {
  interface FastifyRequest {
    idempotency?: KeyClaim;
  }
}

/** The request as far as a retry must repeat it: method, path (not the query, which carries the token) and body. */
function fingerprint(method: string, url: string, body: unknown): string {
  const path = url.split('?')[0];
  return createHash('sha256').update(`${method} ${path}\n${JSON.stringify(body ?? null)}`).digest('hex');
}

export function registerIdempotency(app: FastifyInstance, db: Queryable): void {
  app.addHook('preValidation', async (request, reply) => {
    if (request.method !== 'POST') return;
    const key = request.headers[IDEMPOTENCY_HEADER];
    if (key === undefined || !request.org) return;
    if (typeof key !== 'string' || !KEY.test(key)) throw invalidField('Idempotency-Key', 'must be 1 to 255 visible ASCII characters');
    const claim = { orgId: request.org.id, key };
    const result = await claimKey(db, claim, fingerprint(request.method, request.url, request.body), IDEMPOTENCY_TTL_SECONDS, LEASE_SECONDS);
    switch (result.kind) {
      case 'claimed':
        request.idempotency = claim;
        return;
      case 'mismatch':
        throw new ApiError('idempotency_key_reused', 'This Idempotency-Key was used in the last 24 hours for another request (another path or body); use a new key.');
      case 'running':
        throw new ApiError('conflict', 'A request with this Idempotency-Key is still running; retry once it has answered.', { headers: { 'Retry-After': '1' } });
      case 'answered':
        reply.code(result.status).header('Idempotent-Replayed', 'true');
        if (result.location) reply.header('Location', result.location);
        if (result.contentType) reply.header('Content-Type', result.contentType);
        // The body is the kept text: bypass the route's serializer, which expects an object.
        return reply.serializer((payload) => payload as string).send(result.body);
    }
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const claim = request.idempotency;
    if (!claim) return payload;
    request.idempotency = undefined;
    const text = typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : null;
    if (reply.statusCode >= 500 || text === null) {
      await releaseKey(db, claim);
    } else {
      const header = (name: string) => {
        const value = reply.getHeader(name);
        return value === undefined ? null : String(value);
      };
      await storeAnswer(db, claim, { status: reply.statusCode, contentType: header('content-type'), location: header('location'), body: text });
    }
    return payload;
  });
}
