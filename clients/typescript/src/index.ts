/**
 * A typed client of the Boxline v2 API: `paths` (schema.d.ts, generated from the OpenAPI document by
 * openapi-typescript) gives each path and method its parameters, body and answer; this file is the small fetch
 * wrapper around it. Depends on nothing but `fetch` (Node 18+, browsers).
 */
import type { paths } from './schema.d.ts';

export type { paths, components, operations } from './schema.d.ts';

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
export type Path = keyof paths;

type Operation<P extends Path, M extends Method> = NonNullable<paths[P][M]>;
/** The methods a path has (those the document does not mark `never`). */
export type MethodsOf<P extends Path> = { [M in Method]: [NonNullable<paths[P][M]>] extends [never] ? never : M }[Method];
/** The paths that have method M. */
export type PathsWith<M extends Method> = { [P in Path]: M extends MethodsOf<P> ? P : never }[Path];

type Parameters<O> = O extends { parameters: infer X } ? X : never;
type PathParams<O> = Parameters<O> extends { path: infer X } ? X : Record<string, never>;
type QueryParams<O> = Parameters<O> extends { query?: infer X } ? NonNullable<X> : never;
type HeaderParams<O> = Parameters<O> extends { header?: infer X } ? NonNullable<X> : never;
type JsonBody<O> = O extends { requestBody?: infer R }
  ? [NonNullable<R>] extends [never] ? never : NonNullable<R> extends { content: { 'application/json': infer B } } ? B : never
  : never;
type Json<R> = R extends { content: { 'application/json': infer B } } ? B : undefined;
/** The body of the operation's success answer (200, 201 or 204). */
export type Answer<P extends Path, M extends Method> = Operation<P, M> extends { responses: infer R }
  ? R extends { 200: infer A } ? Json<A> : R extends { 201: infer A } ? Json<A> : R extends { 204: unknown } ? undefined : unknown
  : never;

/** `org_pk` may be left out when the client was made with `org`. */
type WithDefaultOrg<X> = X extends { org_pk: string } ? Omit<X, 'org_pk'> & { org_pk?: string } : X;

export type RequestOptions<P extends Path, M extends Method> = {
  path?: WithDefaultOrg<PathParams<Operation<P, M>>>;
  query?: QueryParams<Operation<P, M>>;
  headers?: HeaderParams<Operation<P, M>>;
} & ([JsonBody<Operation<P, M>>] extends [never] ? { body?: never } : { body: JsonBody<Operation<P, M>> });

/** The options argument: optional when nothing in it is required (a GET, a DELETE), required with a body. */
export type OptionsArg<P extends Path, M extends Method> = Partial<RequestOptions<P, M>> extends RequestOptions<P, M> ? [opts?: RequestOptions<P, M>] : [opts: RequestOptions<P, M>];

export interface ClientOptions {
  /** The server's address, like `http://127.0.0.1:8080` (the paths start with /api/v2/). */
  baseUrl: string;
  /** An API token (`boxline token create`), sent as `Authorization: Bearer`. */
  token: string;
  /** The organization key filled in for `{org_pk}` when a request does not give one. */
  org?: string;
  /** Another fetch (a test double, a proxy agent); the global one by default. */
  fetch?: typeof fetch;
}

/** A non-2xx answer: its status and the problem+json body (`detail`, `errors` naming the fields). */
export class BoxlineError extends Error {
  constructor(readonly status: number, readonly problem: { title?: string; detail?: string; errors?: Record<string, string[]> } | string, readonly url: string) {
    super(`${status} from ${url}: ${typeof problem === 'string' ? problem : (problem.detail ?? problem.title ?? '')}`);
  }
}

/** A list answer: results and an absolute `next` link. */
type ListAnswer = { results: unknown[]; next: string | null };
type ItemOf<A> = A extends { results: (infer T)[] } ? T : never;
export type ListPath = { [P in PathsWith<'get'>]: Answer<P, 'get'> extends ListAnswer ? P : never }[PathsWith<'get'>];

export function createClient(options: ClientOptions) {
  const base = options.baseUrl.replace(/\/+$/, '');
  const doFetch = options.fetch ?? fetch;

  function urlOf(path: string, params: Record<string, unknown> = {}, query: Record<string, unknown> = {}): string {
    const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => {
      const value = params[name] ?? (name === 'org_pk' ? options.org : undefined);
      if (value === undefined) throw new TypeError(`${path}: the path parameter ${name} is missing`);
      return encodeURIComponent(String(value));
    });
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) {
      if (value !== undefined && value !== null) search.set(key, String(value));
    }
    return `${base}${filled}${search.size ? `?${search}` : ''}`;
  }

  async function send(method: string, url: string, body?: unknown, headers: Record<string, unknown> = {}): Promise<unknown> {
    const res = await doFetch(url, {
      method: method.toUpperCase(),
      headers: {
        authorization: `Bearer ${options.token}`, accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...Object.fromEntries(Object.entries(headers).map(([k, v]) => [k, String(v)])),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await res.text();
    const json = text && /json/.test(res.headers.get('content-type') ?? '') ? JSON.parse(text) : text;
    if (!res.ok) throw new BoxlineError(res.status, json, url);
    return res.status === 204 ? undefined : json;
  }

  /** One request: `request('post', '/api/v2/orgs/{org_pk}/orders/', { body: {...} })`. */
  function request<M extends Method, P extends PathsWith<M>>(method: M, path: P, ...[opts]: OptionsArg<P, M>): Promise<Answer<P, M>> {
    const o = (opts ?? {}) as { path?: Record<string, unknown>; query?: Record<string, unknown>; headers?: Record<string, unknown>; body?: unknown };
    return send(method, urlOf(path, o.path, o.query), o.body, o.headers) as Promise<Answer<P, M>>;
  }

  /** Every item of a list, page after page, following `next`. */
  async function* list<P extends ListPath>(path: P, ...[opts]: OptionsArg<P, 'get'>): AsyncGenerator<ItemOf<Answer<P, 'get'>>> {
    let page = (await request('get', path as PathsWith<'get'>, opts as never)) as unknown as ListAnswer;
    for (;;) {
      for (const item of page.results) yield item as ItemOf<Answer<P, 'get'>>;
      if (!page.next) return;
      // `next` is absolute as the server saw the request; keep this client's origin (a proxy may sit between).
      const next = new URL(page.next);
      page = (await send('get', `${base}${next.pathname}${next.search}`)) as ListAnswer;
    }
  }

  return {
    request,
    list,
    get: <P extends PathsWith<'get'>>(path: P, ...opts: OptionsArg<P, 'get'>) => request<'get', P>('get', path, ...opts),
    post: <P extends PathsWith<'post'>>(path: P, ...opts: OptionsArg<P, 'post'>) => request<'post', P>('post', path, ...opts),
    put: <P extends PathsWith<'put'>>(path: P, ...opts: OptionsArg<P, 'put'>) => request<'put', P>('put', path, ...opts),
    patch: <P extends PathsWith<'patch'>>(path: P, ...opts: OptionsArg<P, 'patch'>) => request<'patch', P>('patch', path, ...opts),
    delete: <P extends PathsWith<'delete'>>(path: P, ...opts: OptionsArg<P, 'delete'>) => request<'delete', P>('delete', path, ...opts),
  };
}

export type BoxlineClient = ReturnType<typeof createClient>;
