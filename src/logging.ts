/**
 * How logs look. On a terminal (or with LOG_FORMAT=pretty) they are short human lines through pino-pretty,
 * one line per request (`GET /healthz 200 3.1 ms`); otherwise (or with LOG_FORMAT=json) pino's JSON
 * lines, with Fastify's own request logging, as a log collector expects.
 */
import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import pino, { type Logger } from 'pino';
import pretty from 'pino-pretty';
import type { Config } from './config.ts';

export type LogFormat = 'json' | 'pretty';

/** The configured format, or pretty when stdout is a terminal and JSON when it is not. */
export function logFormat(config: Pick<Config, 'logFormat'>, isTerminal = Boolean(process.stdout.isTTY)): LogFormat {
  return config.logFormat ?? (isTerminal ? 'pretty' : 'json');
}

function prettyStream() {
  return pretty({
    colorize: Boolean(process.stdout.isTTY),
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname,reqId',
    singleLine: true,
    // Synchronous, so that nothing is lost when the process exits right after a line.
    sync: true,
  });
}

const SECRET_PARAMETERS_LIST = ['bearer_token', 'access_token', 'refresh_token', 'client_secret', 'password', 'code', 'token', 'code_verifier', 'csrf_token'];

/**
 * Secrets that a logged object may carry (request or delivery headers, form fields) are written as `***`.
 * Fastify's request serializer below logs no headers at all; this catches any other object that holds them.
 */
export const REDACT = {
  paths: [
    'req.headers.authorization', 'req.headers.cookie', 'headers.authorization', 'headers.cookie', 'headers.auth',
    '*.headers.authorization', '*.headers.cookie', '*.headers.auth',
    ...SECRET_PARAMETERS_LIST.map((name) => `body.${name}`),
    // A carrier account's credentials (src/shipping/accounts/), wherever a body or an account is logged.
    'body.credentials', '*.body.credentials', 'credentials', '*.credentials',
  ],
  censor: '***',
};

/** A logger for code outside the HTTP app (the delivery worker run alone, the command line). */
export function createLogger(config: Pick<Config, 'logFormat' | 'logLevel'>, destination?: pino.DestinationStream): Logger {
  const options = { level: config.logLevel, redact: REDACT };
  if (logFormat(config) === 'pretty') return pino(options, prettyStream());
  return destination ? pino(options, destination) : pino(options);
}

/** Query parameters and form fields that carry a secret: their values never reach a log line. */
export const SECRET_PARAMETERS = new Set(SECRET_PARAMETERS_LIST);

/**
 * A parameter's name as a query-string parser may read it, lower-cased: percent-decoded (`bearer%5Ftoken` is
 * `bearer_token`), trimmed, and without the brackets of a PHP- or Rails-style array or key (`bearer_token[]`,
 * `bearer_token[0]`), so that no spelling that some parser takes for the name slips past.
 */
function parameterName(raw: string): string {
  let name = raw;
  if (raw.includes('%') || raw.includes('+')) for (const [decoded] of new URLSearchParams(`${raw}=`)) name = decoded;
  return name.trim().toLowerCase().replace(/(\[[^\]]*\])+$/, '').trim();
}

const decodedPath = (path: string) => {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
};

/**
 * The secret of a console invitation link (`/console/invitations/bxi_<org>_<secret>`) is written `***` (the path is
 * compared percent-decoded, as the router matches it; the organization id is kept).
 */
function redactPath(path: string): string {
  const decoded = decodedPath(path);
  if (!/\/invitations\/+bxi/i.test(decoded)) return path;
  return decoded.replace(/(\/invitations\/+)(bxi_\d{0,15}_?)?[^/]*/gi, (_, at: string, prefix?: string) => `${at}${prefix ?? ''}***`);
}

/**
 * The URL with the value of every secret parameter written `***`, its name compared after percent-decoding as the
 * query-string parser decodes it (src/http/query-string.ts), and with any array brackets, so no spelling of a name
 * slips past; `;` separates parameters as `&` does (some parsers take it for one). An invitation link's secret in
 * the path is written `***` too.
 */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return redactPath(url);
  const parts = url.slice(q + 1).split(/([&;])/).map((part, i) => {
    if (i % 2 === 1) return part; // a separator
    const eq = part.indexOf('=');
    return eq >= 0 && SECRET_PARAMETERS.has(parameterName(part.slice(0, eq))) ? `${part.slice(0, eq)}=***` : part;
  });
  return `${redactPath(url.slice(0, q))}?${parts.join('')}`;
}

/** The line a request leaves in the pretty format: method, path, status and time. */
export const requestLine = (method: string, url: string, status: number, ms: number) =>
  `${method} ${redactUrl(url)} ${status} ${ms.toFixed(1)} ms`;

/** Fastify's two JSON lines per request ("incoming request", "request completed") become one short line. */
class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}
  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const line = requestLine(request.method, request.url, reply.statusCode, reply.elapsedTime);
    if (error) reply.log.error({ err: error }, line);
    else reply.log.info(line);
  }
}

/** Fastify's request serializer, with a query-string token masked. */
const serializers = {
  req: (req: FastifyRequest) => ({
    method: req.method, url: redactUrl(req.url), host: req.host, remoteAddress: req.ip, remotePort: req.socket?.remotePort,
  }),
};

/** Fastify's logger options for the app built from `config`. */
export function appLogging(config: Pick<Config, 'logFormat' | 'logLevel'>): Pick<FastifyServerOptions, 'logger' | 'logController'> {
  if (logFormat(config) === 'json') return { logger: { level: config.logLevel, serializers, redact: REDACT } };
  return { logger: { level: config.logLevel, serializers, redact: REDACT, stream: prettyStream() }, logController: new OneLinePerRequest() };
}
