/**
 * The common part of the fake carrier servers (ups-fake.ts, fedex-fake.ts, usps-fake.ts): a real HTTP server
 * on 127.0.0.1 that records every request, issues bearer tokens and refuses expired ones with a 401, answers
 * 429 with Retry-After when told to, and collects the ways a request broke the carrier's published definition
 * (`violations`: tests assert it stays empty). Each fake routes the rest itself.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';

export interface FakeRequest {
  method: string;
  /** The path without the query. */
  path: string;
  query: URLSearchParams;
  headers: http.IncomingHttpHeaders;
  raw: string;
  /** The body parsed as JSON when it is JSON, else null. */
  json: unknown;
}

export interface FakeReply {
  status: number;
  json?: unknown;
  /** A body that is not JSON (USPS's multipart answers), sent as it is with `headers`' content-type. */
  raw?: string;
  headers?: Record<string, string>;
}

export interface FakeCarrier {
  baseUrl: string;
  requests: FakeRequest[];
  /** Ways a request broke the carrier's definition, `"<operation>: <what>"`. */
  violations: string[];
  /** How many tokens were issued. */
  tokensIssued(): number;
  /** Makes every token issued so far expired, as the carrier would after its lifetime. */
  expireTokens(): void;
  /** The next `count` API (not token) requests answer 429 with `Retry-After: seconds`. */
  rateLimitNext(count: number, seconds: number): void;
  close(): Promise<void>;
}

export interface FakeContext {
  check(operation: string): Checker;
  issueToken(): string;
  /** The 401 reply for a missing or expired bearer token, or null when the token is good. */
  bearer(req: FakeRequest, operation: string, unauthorized: FakeReply): FakeReply | null;
}

/** Records what a request body lacks or gets wrong, by dotted path (`Shipment.Package[0].PackageWeight.Weight`). */
export class Checker {
  constructor(private readonly out: string[], private readonly operation: string) {}

  fail(what: string): void {
    this.out.push(`${this.operation}: ${what}`);
  }

  at(value: unknown, path: string): unknown {
    let v = value;
    for (const part of path.split('.').flatMap((p) => p.split(/\[(\d+)\]/).filter(Boolean))) {
      if (v === null || typeof v !== 'object') return undefined;
      v = (v as Record<string, unknown>)[part];
    }
    return v;
  }

  /** A text field: present unless `optional`, within the lengths, matching the pattern or one of the values. */
  text(value: unknown, path: string, rule: { optional?: boolean; min?: number; max?: number; pattern?: RegExp; oneOf?: readonly string[] } = {}): string | undefined {
    const v = this.at(value, path);
    if (v === undefined) {
      if (!rule.optional) this.fail(`${path} is required`);
      return undefined;
    }
    if (typeof v !== 'string') {
      this.fail(`${path} must be a string`);
      return undefined;
    }
    if (rule.min !== undefined && v.length < rule.min) this.fail(`${path} is shorter than ${rule.min}`);
    if (rule.max !== undefined && v.length > rule.max) this.fail(`${path} is longer than ${rule.max}`);
    if (rule.pattern && !rule.pattern.test(v)) this.fail(`${path} "${v}" does not match ${rule.pattern}`);
    if (rule.oneOf && !rule.oneOf.includes(v)) this.fail(`${path} "${v}" is not one of ${rule.oneOf.join(', ')}`);
    return v;
  }

  /** A number field: present unless `optional`, within bounds. */
  number(value: unknown, path: string, rule: { optional?: boolean; min?: number; max?: number; integer?: boolean } = {}): number | undefined {
    const v = this.at(value, path);
    if (v === undefined) {
      if (!rule.optional) this.fail(`${path} is required`);
      return undefined;
    }
    if (typeof v !== 'number' || !Number.isFinite(v)) {
      this.fail(`${path} must be a number`);
      return undefined;
    }
    if (rule.integer && !Number.isInteger(v)) this.fail(`${path} must be an integer`);
    if (rule.min !== undefined && v < rule.min) this.fail(`${path} is below ${rule.min}`);
    if (rule.max !== undefined && v > rule.max) this.fail(`${path} is above ${rule.max}`);
    return v;
  }

  object(value: unknown, path: string, optional = false): Record<string, unknown> | undefined {
    const v = this.at(value, path);
    if (v === undefined && optional) return undefined;
    if (!v || typeof v !== 'object' || Array.isArray(v)) {
      this.fail(`${path} must be an object`);
      return undefined;
    }
    return v as Record<string, unknown>;
  }

  array(value: unknown, path: string, rule: { optional?: boolean; min?: number; max?: number } = {}): unknown[] | undefined {
    const v = this.at(value, path);
    if (v === undefined && rule.optional) return undefined;
    if (!Array.isArray(v)) {
      this.fail(`${path} must be an array`);
      return undefined;
    }
    if (rule.min !== undefined && v.length < rule.min) this.fail(`${path} has fewer than ${rule.min} items`);
    if (rule.max !== undefined && v.length > rule.max) this.fail(`${path} has more than ${rule.max} items`);
    return v;
  }

  /** Only the listed keys at `path` (catches misspelt or invented fields). */
  only(value: unknown, path: string, keys: readonly string[]): void {
    const v = path ? this.at(value, path) : value;
    if (!v || typeof v !== 'object') return;
    for (const k of Object.keys(v)) if (!keys.includes(k)) this.fail(`${path ? `${path}.` : ''}${k} is not a field of the API`);
  }
}

export async function startFake(route: (req: FakeRequest, ctx: FakeContext) => FakeReply, opts: { tokenLifetimeMs?: number } = {}): Promise<FakeCarrier> {
  const requests: FakeRequest[] = [];
  const violations: string[] = [];
  const tokens = new Map<string, number>();
  let issued = 0;
  let limited = { count: 0, seconds: 0 };
  const lifetime = opts.tokenLifetimeMs ?? 3_600_000;

  const ctx: FakeContext = {
    check: (operation) => new Checker(violations, operation),
    issueToken() {
      issued++;
      const token = randomBytes(18).toString('base64url');
      tokens.set(token, Date.now() + lifetime);
      return token;
    },
    bearer(req, operation, unauthorized) {
      const auth = req.headers.authorization;
      const match = typeof auth === 'string' ? /^Bearer (\S+)$/.exec(auth) : null;
      if (!match) {
        violations.push(`${operation}: no Authorization: Bearer header`);
        return unauthorized;
      }
      const expires = tokens.get(match[1]);
      if (expires === undefined) violations.push(`${operation}: a bearer token this server never issued`);
      return expires !== undefined && expires > Date.now() ? null : unauthorized;
    },
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url!, 'http://fake');
      const raw = Buffer.concat(chunks).toString('utf8');
      let json: unknown = null;
      try {
        json = raw ? JSON.parse(raw) : null;
      } catch {
        json = null;
      }
      const received: FakeRequest = { method: req.method!, path: url.pathname, query: url.searchParams, headers: req.headers, raw, json };
      requests.push(received);
      let reply: FakeReply;
      if (limited.count > 0 && !/token/.test(url.pathname)) {
        limited.count--;
        reply = { status: 429, headers: { 'retry-after': String(limited.seconds) }, json: { error: 'Too Many Requests' } };
      } else {
        try {
          reply = route(received, ctx);
        } catch (err) {
          violations.push(`fake server: ${(err as Error).message}`);
          reply = { status: 500, json: { error: 'fake server failure' } };
        }
      }
      res.writeHead(reply.status, { 'content-type': 'application/json', ...(reply.headers ?? {}) });
      res.end(reply.raw ?? (reply.json === undefined ? '' : JSON.stringify(reply.json)));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  server.unref();
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    violations,
    tokensIssued: () => issued,
    expireTokens() {
      for (const key of tokens.keys()) tokens.set(key, 0);
    },
    rateLimitNext(count, seconds) {
      limited = { count, seconds };
    },
    close: () => new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}

/** A small GIF (two colours, black bars on white) of the size given, LZW-coded simply, for image labels. */
export function sampleGif(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.write('GIF89a', 0, 'latin1');
  header.writeUInt16LE(width, 6);
  header.writeUInt16LE(height, 8);
  header[10] = 0x80 | 0x01; // a global table of 4 colours
  const palette = Buffer.from([255, 255, 255, 0, 0, 0, 255, 0, 0, 0, 0, 255]);
  const descriptor = Buffer.alloc(10);
  descriptor[0] = 0x2c;
  descriptor.writeUInt16LE(width, 5);
  descriptor.writeUInt16LE(height, 7);
  // Codes of 3 bits (minimum code size 2): a clear code before every two pixels keeps the table from growing.
  const codes: number[] = [];
  let n = 0;
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) {
    if (n++ % 2 === 0) codes.push(4);
    codes.push(samplePixel(x, y));
  }
  codes.push(5);
  const bytes: number[] = [];
  let acc = 0;
  let bits = 0;
  for (const c of codes) {
    acc |= c << bits;
    bits += 3;
    while (bits >= 8) { bytes.push(acc & 0xff); acc >>= 8; bits -= 8; }
  }
  if (bits > 0) bytes.push(acc & 0xff);
  const blocks: number[] = [2];
  for (let i = 0; i < bytes.length; i += 255) {
    const part = bytes.slice(i, i + 255);
    blocks.push(part.length, ...part);
  }
  blocks.push(0, 0x3b);
  return Buffer.concat([header, palette, descriptor.subarray(0, 10), Buffer.from(blocks)]);
}

/** The colour index of a sample label's pixel: black vertical bars every 8 columns, red in the top-left corner. */
export function samplePixel(x: number, y: number): number {
  if (x < 4 && y < 4) return 2;
  return Math.floor(x / 4) % 2;
}
