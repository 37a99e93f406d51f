/**
 * HTTP for carrier adapters: JSON requests with a timeout (global fetch), Retry-After, and an OAuth2
 * client-credentials token kept until shortly before it expires. Every adapter maps the carrier's answers
 * to CarrierError kinds through `failure`.
 */
import { CarrierError } from './types.ts';

export interface HttpOptions {
  timeoutMs: number;
}

export interface JsonResponse {
  status: number;
  headers: Headers;
  body: unknown;
}

export async function requestJson(url: string, init: RequestInit, opts: HttpOptions): Promise<JsonResponse> {
  let res: Response;
  try {
    res = await fetch(url, { ...init, redirect: 'manual', signal: AbortSignal.timeout(opts.timeoutMs) });
  } catch (err) {
    throw new CarrierError('unavailable', `${new URL(url).host}: ${(err as Error).message}`);
  }
  const text = await res.text();
  let body: unknown = null;
  if (text) {
    try {
      body = JSON.parse(text);
    } catch {
      body = text;
    }
  }
  return { status: res.status, headers: res.headers, body };
}

/** Retry-After in milliseconds (delta-seconds or an HTTP date), or null. */
export function retryAfterMs(headers: Headers, now = Date.now()): number | null {
  const raw = headers.get('retry-after');
  if (!raw) return null;
  if (/^\d+$/.test(raw.trim())) return Number(raw.trim()) * 1000;
  const at = Date.parse(raw);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

/** The CarrierError for a non-success answer (404 is each adapter's own business). */
export function failure(carrier: string, what: string, res: JsonResponse): CarrierError {
  const detail = typeof res.body === 'string' ? res.body.slice(0, 200) : JSON.stringify(res.body)?.slice(0, 200);
  const message = `${carrier} ${what}: HTTP ${res.status} ${detail ?? ''}`.trim();
  if (res.status === 401 || res.status === 403) return new CarrierError('auth', message);
  if (res.status === 429) return new CarrierError('rate_limited', message, retryAfterMs(res.headers));
  if (res.status >= 500) return new CarrierError('unavailable', message, retryAfterMs(res.headers));
  return new CarrierError('bad_response', message);
}

/** A bearer token from a client-credentials grant, fetched on first use and again before it expires. */
export class TokenCache {
  private token: { value: string; expiresAt: number } | null = null;
  private pending: Promise<string> | null = null;

  constructor(private readonly fetchToken: () => Promise<{ accessToken: string; expiresInSeconds: number }>) {}

  async get(): Promise<string> {
    if (this.token && this.token.expiresAt > Date.now()) return this.token.value;
    this.pending ??= this.fetchToken().then(({ accessToken, expiresInSeconds }) => {
      // A minute's margin (or a tenth of a short lifetime) so a token never expires in flight.
      const margin = Math.min(60, expiresInSeconds / 10) * 1000;
      this.token = { value: accessToken, expiresAt: Date.now() + expiresInSeconds * 1000 - margin };
      return accessToken;
    }).finally(() => {
      this.pending = null;
    });
    return this.pending;
  }

  /** Forgets the token (the carrier refused it): the next `get` asks for a new one. */
  invalidate(): void {
    this.token = null;
  }
}

/** Reads `access_token` and `expires_in` (a number or numeric text) of a token response. */
export function tokenFrom(carrier: string, res: JsonResponse): { accessToken: string; expiresInSeconds: number } {
  if (res.status !== 200) throw failure(carrier, 'OAuth token', res);
  const body = res.body as { access_token?: unknown; expires_in?: unknown } | null;
  const expires = Number(body?.expires_in);
  if (!body || typeof body.access_token !== 'string' || !Number.isFinite(expires)) {
    throw new CarrierError('bad_response', `${carrier} OAuth token: no access_token/expires_in in the answer`);
  }
  return { accessToken: body.access_token, expiresInSeconds: expires };
}

/** Sends a tracking request with the bearer token; a 401 gets one retry with a fresh token. */
export async function withToken(tokens: TokenCache, send: (token: string) => Promise<JsonResponse>): Promise<JsonResponse> {
  const first = await send(await tokens.get());
  if (first.status !== 401) return first;
  tokens.invalidate();
  return send(await tokens.get());
}
