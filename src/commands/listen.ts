/**
 * `boxline listen`: webhook deliveries to a receiver on the developer's own machine, without a subscription. It reads
 * the organization's event feed (v2's GET orgs/{org}/events/, long-polled from a cursor, so no event is missed
 * or repeated) with an API token, and sends each event to --forward-to exactly as the dispatcher sends a delivery
 * (src/events/dispatcher.ts toRequest, src/events/deliver.ts), signed with a secret of this run. Nothing is created
 * on the server, so nothing is left subscribed when it stops, however it stops.
 */
import { randomBytes } from 'node:crypto';
import type { Config } from '../config.ts';
import { ENTITIES } from '../events/emit.ts';
import { createSender } from '../events/deliver.ts';
import { toRequest } from '../events/dispatcher.ts';
import { FEED_CURSOR_PATTERN } from '../events/feed/cursor.ts';
import { UsageError, type Command } from './command.ts';
import { orgUrlOfKey, v2Path } from '../core/urls.ts';

interface FeedEvent {
  id: string;
  entity: string;
  object_pk: string;
  action: 'put' | 'delete';
  payload: unknown;
}

interface Feed {
  events: FeedEvent[];
  cursor: string;
  next: string;
}

const WAIT_SECONDS = 25;
const RETRY_MS = [500, 1000, 2000, 5000];

function apiBase(config: Config, given: unknown): string {
  if (typeof given === 'string') {
    if (!/^https?:\/\/[^/]/.test(given)) throw new UsageError(`--api must be the server's address, like http://127.0.0.1:8080 (got "${given}")`);
    return given.replace(/\/+$/, '');
  }
  const host = config.host === '0.0.0.0' ? '127.0.0.1' : config.host === '::' ? '::1' : config.host;
  return `http://${host.includes(':') ? `[${host}]` : host}:${config.port}`;
}

function forwardUrl(value: unknown): string {
  if (typeof value !== 'string' || value === '') throw new UsageError('--forward-to is required: the URL of your local receiver, like http://localhost:3000/hook/');
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new UsageError(`--forward-to must be an absolute URL, like http://localhost:3000/hook/ (got "${value}")`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new UsageError(`--forward-to must be an http or https URL (got "${value}")`);
  return value;
}

/** One GET of the API as JSON; a refusal becomes a one-line error naming what to check. */
async function getJson<T>(url: string, token: string, signal: AbortSignal, headers: Record<string, string> = {}): Promise<T> {
  let res: Response;
  try {
    res = await fetch(url, { headers: { authorization: `Bearer ${token}`, accept: 'application/json', ...headers }, signal });
  } catch (err) {
    if (signal.aborted) throw err;
    const cause = (err as { cause?: { code?: string; message?: string } }).cause;
    throw new UnreachableError(`cannot reach the API at ${new URL(url).origin} (${cause?.code ?? cause?.message ?? (err as Error).message}): is \`boxline serve\` running there (--api)?`);
  }
  if (res.status === 401) throw new UsageError('the API refused the token (401): pass --token or set BOXLINE_TOKEN to a token of the organization');
  if (res.status === 403) throw new UsageError('the token may not read events (403): it needs the `webhook` scope');
  if (res.status === 404) throw new UsageError(`nothing at ${url} (404): is --api a Boxline server, and --org an organization the token sees?`);
  if (!res.ok) throw new UnreachableError(`the API answered ${res.status} to ${url}: ${(await res.text()).slice(0, 200)}`);
  return (await res.json()) as T;
}

class UnreachableError extends UsageError {}

async function orgPath(base: string, token: string, org: unknown, signal: AbortSignal): Promise<string> {
  if (typeof org === 'string') return orgUrlOfKey(org);
  const orgs = await getJson<{ count: number; results: { url: string }[] }>(`${base}${v2Path('orgs/')}?limit=100`, token, signal);
  if (orgs.results.length !== 1) throw new UsageError(`the token sees ${orgs.count} organizations: name one with --org`);
  return new URL(orgs.results[0].url, base).pathname;
}

const pause = (ms: number, signal: AbortSignal) => new Promise<void>((resolve) => {
  const timer = setTimeout(resolve, ms);
  signal.addEventListener('abort', () => {
    clearTimeout(timer);
    resolve();
  }, { once: true });
});

export const LISTEN_COMMANDS: Record<string, Command> = {
  listen: {
    local: true, // it talks to the API, not the database: never run inside a server
    summary: 'Forward the organization\'s events to a local URL, signed as webhook deliveries (development)',
    example: 'BOXLINE_TOKEN=T boxline listen --forward-to http://localhost:3000/hook/ --entity orders',
    usage:
      'boxline listen --forward-to URL [--entity ENTITY] [--token TOKEN | BOXLINE_TOKEN] [--api URL] [--org ORG_PK]\n' +
      '               [--secret SECRET] [--after CURSOR]\n' +
      '  For developing a webhook receiver on your machine (webhooks need public https targets). Follows the\n' +
      '  organization\'s events through the API of the running server (--api, default http://HOST:PORT) with a\n' +
      '  token that has the `webhook` scope (BOXLINE_TOKEN, or --token, which shows it in the process list), and\n' +
      '  sends each to URL exactly as a webhook subscribed to its entity would get it: PUT URL<object key> with the\n' +
      '  object\'s JSON (DELETE when deleted) and the Auth, Webhook-Id, Webhook-Timestamp and Webhook-Signature\n' +
      '  headers (to URL<object_pk> when URL ends in a slash, to URL itself otherwise). They are signed with SECRET as a webhook\'s token would sign them; without --secret a new one is\n' +
      '  made and printed at start. One line per event (your receiver\'s status, or the error; failures are not\n' +
      '  retried). --entity keeps one entity (' + ENTITIES.join(', ') + '). Starts with the events from now on,\n' +
      '  or after CURSOR (printed when it stops). Nothing is subscribed on the server: stopping leaves nothing behind.',
    options: {
      'forward-to': { type: 'string' }, entity: { type: 'string' }, token: { type: 'string' }, api: { type: 'string' },
      org: { type: 'string' }, secret: { type: 'string' }, after: { type: 'string' },
    },
    async run(config, v) {
      const target = forwardUrl(v['forward-to']);
      const entity = v.entity === undefined ? null : String(v.entity);
      if (entity !== null && !(ENTITIES as readonly string[]).includes(entity)) throw new UsageError(`--entity must be one of: ${ENTITIES.join(', ')} (got "${entity}")`);
      const token = typeof v.token === 'string' ? v.token : config.apiToken;
      if (!token) throw new UsageError('a token is required: set BOXLINE_TOKEN (or pass --token) to a token with the `webhook` scope, as printed by `boxline token create`');
      if (v.after !== undefined && !new RegExp(FEED_CURSOR_PATTERN).test(String(v.after))) throw new UsageError('--after must be a cursor printed by an earlier `boxline listen`');
      const secret = typeof v.secret === 'string' && v.secret !== '' ? v.secret : randomBytes(20).toString('hex');
      const base = apiBase(config, v.api);

      const stopping = new AbortController();
      const stop = () => stopping.abort();
      process.once('SIGINT', stop);
      process.once('SIGTERM', stop);
      const sender = createSender({ allowPrivateTargets: true, caFile: config.webhook.caFile, timeoutMs: config.webhook.timeoutMs });
      let cursor = v.after === undefined ? null : String(v.after);
      try {
        const feedUrl = `${base}${await orgPath(base, token, v.org, stopping.signal)}events/`;
        const query = (after: string | null) => {
          const params = new URLSearchParams();
          if (after !== null) params.set('after', after);
          if (entity) params.set('entity', entity);
          return `${feedUrl}${params.size ? `?${params}` : ''}`;
        };
        let failures = 0;
        for (let first = true; !stopping.signal.aborted; first = false) {
          let feed: Feed;
          try {
            // The first read does not wait: it checks the token and fixes where the feed starts.
            feed = await getJson<Feed>(query(cursor), token, stopping.signal, first ? {} : { prefer: `wait=${WAIT_SECONDS}` });
            failures = 0;
          } catch (err) {
            if (first || stopping.signal.aborted || !(err instanceof UnreachableError)) throw err;
            // The server restarting (or gone for a while): try again, and say so once.
            if (failures++ === 0) console.log(`${err.message}; retrying`);
            await pause(RETRY_MS[Math.min(failures - 1, RETRY_MS.length - 1)], stopping.signal);
            continue;
          }
          if (first) {
            console.log(`Forwarding ${entity ?? 'all'} events of ${feedUrl.slice(0, -'events/'.length)} to ${target} (Ctrl-C stops)`);
            console.log(`Signing secret: ${secret} (the Auth header and the Webhook-Signature key, as a webhook's token)`);
            console.log(`Ready at cursor ${cursor ?? feed.cursor}`);
          }
          for (const event of feed.events) {
            // A target ending in a slash gets the object's key, as a webhook's remote_url does; any other is used as it is.
            const request = toRequest({
              action: event.action, remoteUrl: target, objectPk: target.endsWith('/') ? event.object_pk : '', token: secret,
              eventId: Number(event.id.replace(/^evt_/, '')), payload: event.payload,
            });
            const result = await sender.send(request);
            console.log(`${new Date().toISOString()} ${event.id} ${event.entity} ${request.method} ${request.url} -> ` +
              (result.ok ? `${result.statusCode} (${result.latencyMs} ms)` : `failed: ${result.error}`));
          }
          cursor = feed.cursor;
        }
      } catch (err) {
        if (!stopping.signal.aborted) throw err;
      } finally {
        sender.close();
        process.off('SIGINT', stop);
        process.off('SIGTERM', stop);
      }
      console.log(`Stopped; nothing was subscribed. Resume with --after ${cursor ?? 'CURSOR'}`);
    },
  },
};
