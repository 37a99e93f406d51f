/**
 * Reading the source: any service speaking the original's v2 API (the original, or another Boxline). Sends the
 * token as `Authorization: Bearer` (to the source's own origin only), follows absolute `next` links, waits as
 * told by a 429's `Retry-After` (seconds or an HTTP date), and retries a failed connection or a 5xx a few times
 * with a growing pause.
 */

export interface SourceOptions {
  /** The service's base address: `https://host` (the v2 paths are under /api/v2). */
  from: string;
  token: string;
  /** The source organization's key; without it, the one organization the token works in (GET /api/v2/orgs/). */
  sourceOrg?: string;
  /** Attempts for one request before giving up on 5xx or network errors (default 5). */
  attempts?: number;
  /** Told when a 429 makes the import wait. */
  onWait?: (seconds: number, url: string) => void;
  /** Longest wait a Retry-After may impose, in seconds (default 300). */
  maxWaitSeconds?: number;
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
  /** 429 answers waited out so far. */
  throttled = 0;

  private constructor(readonly options: SourceOptions, org: string) {
    this.base = options.from.replace(/\/+$/, '');
    this.orgPath = `/api/v2/orgs/${encodeURIComponent(org)}`;
    this.key = `${this.base}${this.orgPath}/`;
  }

  /** A client of the source organization: `sourceOrg`, or else the only organization the token sees. */
  static async open(options: SourceOptions): Promise<SourceClient> {
    if (options.sourceOrg) return new SourceClient(options, options.sourceOrg);
    const probe = new SourceClient(options, '');
    const orgs = await probe.get<Page<{ url: string }>>(probe.url('/api/v2/orgs/', { limit: 100 }));
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
    return (await (await this.request(url, 'application/json')).json()) as T;
  }

  /** A file from the source (a shipping document's `document`): the answer, its body not read yet. */
  download(url: string): Promise<Response> {
    return this.request(url, '*/*');
  }

  /** A successful answer to GET `url`, after waiting out 429s and retrying failures; throws SourceError otherwise. */
  private async request(url: string, accept: string): Promise<Response> {
    const attempts = this.options.attempts ?? 5;
    for (let attempt = 1; ; attempt++) {
      let response: Response;
      try {
        // The token goes to the source only: a file served from elsewhere (a storage link) is fetched without it.
        const headers: Record<string, string> = { accept };
        if (new URL(url).origin === new URL(this.base).origin) headers.authorization = `Bearer ${this.options.token}`;
        response = await fetch(url, { headers });
      } catch (err) {
        if (attempt >= attempts) throw new SourceError(`${url}: ${(err as Error).message}`, null);
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
        throw new SourceError(`GET ${url} answered ${response.status}: ${text}`, response.status);
      }
      return response;
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
