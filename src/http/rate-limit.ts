/**
 * Rate limiting on verified identity: a token bucket per token id once a token is verified, one per client
 * address for tokens this process does not know (never verified here, or not in the last `KNOWN_TOKEN_TTL_MS`),
 * and one per client address for requests without a token (public routes included). Each bucket is refilled at
 * `perSecond` and holds at most `burst` requests. The guard (`guard.ts`) decides which bucket a request draws
 * from; this module keeps the buckets and a memory of verified tokens (hash -> token id), so that an over-limit
 * request is answered 429 before any database query:
 * - a token verified before draws from its token id's bucket before it is looked up;
 * - an unknown token draws from its address's unknown-token bucket before the lookup, and gets that request
 *   back when it turns out valid (it then draws from the token's bucket instead). A flood of random tokens
 *   therefore spends that bucket only, and is refused without a lookup once it is empty, while the tokens that
 *   have authenticated before from the same address (an office behind one address) and its requests without a
 *   token are served as before.
 * The client address is the one `TRUST_PROXY` makes it (trust-proxy.ts): never a value the client wrote.
 * Buckets live in this process: with N API processes behind a balancer, each enforces the limit on its own
 * share of the traffic (see the README).
 */
import type { FastifyReply } from 'fastify';
import { ApiError } from '../core/errors.ts';

interface Bucket {
  tokens: number;
  updatedMs: number;
}

export interface RateLimitOptions {
  perSecond: number;
  burst: number;
  now?: () => number;
}

/** Who a bucket stands for, as the 429 message says it. */
export type BucketKey = { kind: 'token'; tokenId: number } | { kind: 'address' | 'unknown-token'; address: string };

const WHO: Record<BucketKey['kind'], string> = { token: 'this token', address: 'this address', 'unknown-token': 'unknown tokens from this address' };

const MAX_BUCKETS = 100_000;
const MAX_KNOWN_TOKENS = 100_000;
/**
 * How long a verified token keeps its own bucket without being verified again. Being known only ever chooses its
 * bucket (every request is still verified), so a long memory costs nothing but the map's bounded size.
 */
export const KNOWN_TOKEN_TTL_MS = 24 * 3600_000;

/** Drops the oldest entry once a map is full, so a flood of new keys cannot grow memory without bound. */
function setBounded<K, V>(map: Map<K, V>, key: K, value: V, max: number): void {
  map.delete(key);
  if (map.size >= max) map.delete(map.keys().next().value!);
  map.set(key, value);
}

export class RateLimiter {
  readonly #opts: RateLimitOptions;
  readonly #now: () => number;
  readonly #buckets = new Map<string, Bucket>();
  readonly #knownTokens = new Map<string, { tokenId: number; verifiedMs: number }>();

  constructor(opts: RateLimitOptions) {
    this.#opts = opts;
    this.#now = opts.now ?? Date.now;
  }

  /** The token id of a token hash verified recently, without a database query. */
  knownToken(tokenHash: string): number | undefined {
    const known = this.#knownTokens.get(tokenHash);
    if (!known) return undefined;
    if (this.#now() - known.verifiedMs > KNOWN_TOKEN_TTL_MS) {
      this.#knownTokens.delete(tokenHash);
      return undefined;
    }
    return known.tokenId;
  }

  rememberToken(tokenHash: string, tokenId: number): void {
    setBounded(this.#knownTokens, tokenHash, { tokenId, verifiedMs: this.#now() }, MAX_KNOWN_TOKENS);
  }

  forgetToken(tokenHash: string): void {
    this.#knownTokens.delete(tokenHash);
  }

  /** Takes one request from the bucket, setting the RateLimit headers; throws 429 when it is empty. */
  take(key: BucketKey, reply: FastifyReply): void {
    const { burst, perSecond } = this.#opts;
    const bucket = this.#bucket(key);
    if (bucket.tokens < 1) {
      const retryAfter = Math.max(1, Math.ceil((1 - bucket.tokens) / perSecond));
      throw new ApiError('rate_limited', `Too many requests for ${WHO[key.kind]}; retry in ${retryAfter} s.`, {
        headers: {
          'Retry-After': String(retryAfter),
          'RateLimit-Limit': String(burst),
          'RateLimit-Remaining': '0',
          'RateLimit-Reset': String(retryAfter),
        },
      });
    }
    bucket.tokens -= 1;
    reply.header('RateLimit-Limit', String(burst));
    reply.header('RateLimit-Remaining', String(Math.floor(bucket.tokens)));
    reply.header('RateLimit-Reset', String(Math.ceil((burst - bucket.tokens) / perSecond)));
  }

  /** Gives back a request taken from the bucket (an unknown token's, once the token proved valid). */
  giveBack(key: BucketKey): void {
    const bucket = this.#bucket(key);
    bucket.tokens = Math.min(this.#opts.burst, bucket.tokens + 1);
  }

  #bucket(key: BucketKey): Bucket {
    const name = key.kind === 'token' ? `token:${key.tokenId}` : `${key.kind}:${key.address}`;
    const t = this.#now();
    let bucket = this.#buckets.get(name);
    if (!bucket) {
      bucket = { tokens: this.#opts.burst, updatedMs: t };
      setBounded(this.#buckets, name, bucket, MAX_BUCKETS);
    }
    bucket.tokens = Math.min(this.#opts.burst, bucket.tokens + ((t - bucket.updatedMs) / 1000) * this.#opts.perSecond);
    bucket.updatedMs = t;
    return bucket;
  }
}

/** The limiter of an app, or null when rate limiting is off (`perSecond` 0). */
export function createRateLimiter(opts: RateLimitOptions): RateLimiter | null {
  return opts.perSecond > 0 ? new RateLimiter(opts) : null;
}
