/**
 * Reading the source: any service speaking the original's v2 API (the original, or another Boxline). Sends the
 * token as `Authorization: Bearer`, follows absolute `next` links, waits as told by a 429's `Retry-After`
 * (seconds or an HTTP date), and retries a failed connection or a 5xx a few times with a growing pause.
 * Everything is fetched from the source's own origin only (scheme, host and port of `--from`): a link or a
 * redirect anywhere else is not followed (`OffOriginError`), so a source cannot make Boxline fetch another
 * address. Connections go through the webhook deliveries' address guard (src/events/target-safety.ts): a source
 * named by a host name that resolves to a private, loopback or metadata address is refused, unless
 * WEBHOOK_ALLOW_PRIVATE_TARGETS is on or the operator named the source by its address or as localhost.
 */
import http from 'node:http';
import https from 'node:https';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { guardedLookup } from '../events/target-safety.ts';
import { orgUrlOfKey, v2Path } from '../core/urls.ts';

export interface SourceOptions {
  /** The service's base address: `https://host` (the v2 paths are under core/urls.ts V2_PREFIX). */
  from: string;
  token: string;
  /** The source organization's key; without it, the one organization the token works in (v2's GET orgs/). */
  sourceOrg?: string;
  /** Attempts for one request before giving up on 5xx or network errors (default 5). */
  attempts?: number;
  /** Told when a 429 makes the import wait. */
  onWait?: (seconds: number, url: string) => void;
  /** Longest wait a Retry-After may impose, in seconds (default 300). */
  maxWaitSeconds?: number;
  /** Connect to a source host name that resolves to a private address (WEBHOOK_ALLOW_PRIVATE_TARGETS). */
  allowPrivateAddresses?: boolean;
}

export interface Page<T> {
  count: number;
  next: string | null;
  results: T[];
}

export class SourceError extends Error {
  constructor(message: string, readonly status: number | null) {
    super(message);
  }
}

/** A URL, or a redirect's target, that is not on the source's origin: not fetched, for good. */
export class OffOriginError extends SourceError {
  constructor(url: string, origin: string) {
    super(`${url} is not on the source's origin ${origin}: not fetched`, null);
  }
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const MAX_REDIRECTS = 5;
const IDLE_TIMEOUT_MS = 60_000;
/** A connection that is refused or a name that does not resolve: no use retrying it before anything answered. */
const UNREACHABLE = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'ETARGETREFUSED', 'EHOSTUNREACH', 'ENETUNREACH']);

/** One GET with node's http client (fetch cannot take the guard's lookup): its answer as a web Response. */
function get(url: URL, headers: Record<string, string>, lookup: typeof guardedLookup | undefined): Promise<Response> {
  return new Promise((resolve, reject) => {
    const transport = url.protocol === 'https:' ? https : http;
    const request = transport.get(url, { headers: { ...headers, 'accept-encoding': 'identity' }, lookup }, (res) => {
      const answer = new Headers();
      for (const [name, value] of Object.entries(res.headers)) {
        for (const v of Array.isArray(value) ? value : value === undefined ? [] : [value]) answer.append(name, v);
      }
      const status = res.statusCode ?? 502;
      const body = status === 204 || status === 304 ? null : (Readable.toWeb(res) as unknown as WebReadableStream<Uint8Array>);
      resolve(new Response(body as unknown as BodyInit | null, { status, headers: answer }));
    });
    request.setTimeout(IDLE_TIMEOUT_MS, () => request.destroy(new Error(`no answer within ${IDLE_TIMEOUT_MS / 1000} s`)));
    request.on('error', reject);
  });
}

const isLiteralOrLocal = (hostname: string) => /^\[.*\]$|^[\d.]+$|(^|\.)localhost\.?$/i.test(hostname);

/** What an answer that is not a success means, in one line. */
function refusal(url: string, status: number, text: string, named: { sourceOrg?: string }): string {
  const said = text.replace(/\s+/g, ' ').trim().slice(0, 200);
  const hint = status === 401 ? ': the token is not valid at the source (BOXLINE_IMPORT_TOKEN, --token-stdin or --token)'
    : status === 403 ? ': the token may not read this at the source'
      : status === 404 ? `: nothing there (is --from the service's address${named.sourceOrg ? ', and --from-org an organization the token sees' : ''}?)`
        : said ? `: ${said}` : '';
  return `GET ${url} answered ${status}${hint}`;
}
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Seconds from a Retry-After header (delta-seconds or an HTTP date); 1 when absent or unreadable. */
export function retryAfterSeconds(header: string | null, now = Date.now()): number {
  if (!header) return 1;
  if (/^\s*\d+\s*$/.test(header)) return Number(header);
  const at = Date.parse(header);
  return Number.isNaN(at) ? 1 : Math.max(0, Math.ceil((at - now) / 1000));
}

export class SourceClient {
  readonly base: string;
  readonly orgPath: string;
  /** Names the source organization in the import's bookkeeping. */
  readonly key: string;
  /** The only origin anything is fetched from. */
  readonly origin: string;
  /** 429 answers waited out so far. */
  throttled = 0;
  /** Whether the source has answered once (until then an unreachable source is not retried). */
  #reached = false;
  readonly #lookup: typeof guardedLookup | undefined;

  private constructor(readonly options: SourceOptions, org: string) {
    this.base = options.from.replace(/\/+$/, '');
    this.orgPath = orgUrlOfKey(org).slice(0, -1);
    this.key = `${this.base}${this.orgPath}/`;
    const from = new URL(this.base);
    this.origin = from.origin;
    this.#lookup = options.allowPrivateAddresses || isLiteralOrLocal(from.hostname) ? undefined : guardedLookup;
  }

  /** A client of the source organization: `sourceOrg`, or else the only organization the token sees. */
  static async open(options: SourceOptions): Promise<SourceClient> {
    if (options.sourceOrg) return new SourceClient(options, options.sourceOrg);
    const probe = new SourceClient(options, '');
    const orgs = await probe.get<Page<{ url: string }>>(probe.url(v2Path('orgs/'), { limit: 100 }));
    const keys = orgs.results.map((o) => /\/orgs\/([^/]+)\/?$/.exec(o.url)?.[1]).filter((k): k is string => Boolean(k));
    if (keys.length === 1 && orgs.count === 1) return new SourceClient(options, decodeURIComponent(keys[0]));
    throw new SourceError(orgs.count === 0
      ? 'the token sees no organization at the source'
      : `the token sees ${orgs.count} organizations at the source (${keys.join(', ')}): name one with --from-org`, null);
  }

  /** An absolute URL for a path under the organization (`orders/`), or an absolute or host-relative link as given. */
  url(path: string, query: Record<string, string | number | undefined> = {}): string {
    const u = /^https?:\/\//.test(path) ? new URL(path) : new URL(path.startsWith('/') ? path : `${this.orgPath}/${path}`, this.base);
    for (const [k, v] of Object.entries(query)) if (v !== undefined) u.searchParams.set(k, String(v));
    return u.toString();
  }

  /** A JSON document from the source. */
  async get<T>(url: string): Promise<T> {
    return (await (await this.request(url, 'application/json')).response.json()) as T;
  }

  /** A file from the source (a shipping document's `document`): the answer, its body not read yet, and its URL. */
  download(url: string): Promise<{ response: Response; url: string }> {
    return this.request(url, '*/*');
  }

  /** GET `url`, and the redirects it answers while they stay on the source's origin: the last answer and its URL. */
  async #follow(url: string, accept: string): Promise<{ response: Response; url: string }> {
    for (let hops = 0; ; hops++) {
      const at = new URL(url);
      if (at.origin !== this.origin) throw new OffOriginError(url, this.origin);
      let response: Response;
      try {
        response = await get(at, { accept, authorization: `Bearer ${this.options.token}` }, this.#lookup);
      } catch (err) {
        const { code, message } = err as NodeJS.ErrnoException;
        const reason = code === 'ETARGETREFUSED' ? `${message}: set WEBHOOK_ALLOW_PRIVATE_TARGETS=true to import from a private network, or name the source by its address`
          : code && !message.includes(code) ? `${code}: ${message}` : message;
        throw Object.assign(new SourceError(`cannot reach the source at ${this.origin}: ${reason}`, null), { code });
      }
      this.#reached = true;
      const location = response.headers.get('location');
      if (!REDIRECTS.has(response.status) || !location) return { response, url };
      await response.arrayBuffer();
      if (hops >= MAX_REDIRECTS) throw new SourceError(`GET ${url}: more than ${MAX_REDIRECTS} redirects`, null);
      const next = new URL(location, url).toString();
      if (new URL(next).origin !== this.origin) throw new OffOriginError(`${url} redirects to ${next}, which`, this.origin);
      url = next;
    }
  }

  /** A successful answer to GET `url`, after waiting out 429s and retrying failures; throws SourceError otherwise. */
  private async request(url: string, accept: string): Promise<{ response: Response; url: string }> {
    const attempts = this.options.attempts ?? 5;
    for (let attempt = 1; ; attempt++) {
      let response: Response;
      let answered: string;
      try {
        ({ response, url: answered } = await this.#follow(url, accept));
      } catch (err) {
        const code = (err as { code?: string }).code;
        if (err instanceof OffOriginError || attempt >= attempts || (!this.#reached && code && UNREACHABLE.has(code))) throw err;
        await sleep(250 * 2 ** attempt);
        continue;
      }
      if (response.status === 429) {
        // Rate limited: wait as told, without counting an attempt (the source decides the pace).
        const seconds = Math.min(retryAfterSeconds(response.headers.get('retry-after')), this.options.maxWaitSeconds ?? 300);
        await response.arrayBuffer();
        this.throttled++;
        this.options.onWait?.(seconds, url);
        await sleep(seconds * 1000);
        attempt--;
        continue;
      }
      if (response.status >= 500 && attempt < attempts) {
        await response.arrayBuffer();
        await sleep(250 * 2 ** attempt);
        continue;
      }
      if (!response.ok) {
        const text = (await response.text()).slice(0, 300);
        throw new SourceError(refusal(answered, response.status, text, this.options), response.status);
      }
      return { response, url: answered };
    }
  }

  /** Every result of a list, page by page (following `next`). */
  async *pages<T>(path: string, query: Record<string, string | number | undefined> = {}): AsyncGenerator<Page<T>> {
    let url: string | null = this.url(path, { limit: 1000, ...query });
    while (url) {
      const page: Page<T> = await this.get<Page<T>>(url);
      yield page;
      url = page.next;
    }
  }
}
