/**
 * Per-token rate limiting: a token bucket refilled at `perSecond`, holding at most `burst` requests.
 * Buckets live in this process; with several API processes each enforces its own share.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../core/errors.ts';
import { tokenFromRequest } from '../auth/authenticate.ts';

interface Bucket {
  tokens: number;
  updatedMs: number;
}

export interface RateLimitOptions {
  perSecond: number;
  burst: number;
  now?: () => number;
}

const MAX_BUCKETS = 100_000;

export function installRateLimit(app: FastifyInstance, opts: RateLimitOptions): void {
  if (opts.perSecond <= 0) return;
  const now = opts.now ?? Date.now;
  const buckets = new Map<string, Bucket>();

  // preValidation: the form body is parsed by then, so a token sent as a form field is counted too.
  app.addHook('preValidation', async (request, reply) => {
    if (!request.url.startsWith('/api/')) return;
    const token = tokenFromRequest(request);
    const key = token ? createHash('sha256').update(token).digest('base64url') : `ip:${request.ip}`;
    const t = now();
    let bucket = buckets.get(key);
    if (!bucket) {
      if (buckets.size >= MAX_BUCKETS) buckets.delete(buckets.keys().next().value!);
      bucket = { tokens: opts.burst, updatedMs: t };
      buckets.set(key, bucket);
    }
    bucket.tokens = Math.min(opts.burst, bucket.tokens + ((t - bucket.updatedMs) / 1000) * opts.perSecond);
    bucket.updatedMs = t;
    const resetSeconds = Math.ceil((opts.burst - bucket.tokens) / opts.perSecond);
    if (bucket.tokens < 1) {
      const retryAfter = Math.max(1, Math.ceil((1 - bucket.tokens) / opts.perSecond));
      throw new ApiError('rate_limited', `Too many requests for this token; retry in ${retryAfter} s.`, {
        headers: {
          'Retry-After': String(retryAfter),
          'RateLimit-Limit': String(opts.burst),
          'RateLimit-Remaining': '0',
          'RateLimit-Reset': String(retryAfter),
        },
      });
    }
    bucket.tokens -= 1;
    reply.header('RateLimit-Limit', String(opts.burst));
    reply.header('RateLimit-Remaining', String(Math.floor(bucket.tokens)));
    reply.header('RateLimit-Reset', String(resetSeconds));
  });
}
