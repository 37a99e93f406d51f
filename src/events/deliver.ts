/**
 * Sends one webhook request and reports what happened. Keep-alive agents (Node's http/https: undici's Agent
 * is not importable from Node 20 without the package), the extra CA of WEBHOOK_CA_FILE, no redirects, one
 * deadline for the whole exchange, and the target check of target-safety.ts at connect time.
 */
import http from 'node:http';
import https from 'node:https';
import { rootCertificates } from 'node:tls';
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { signPayload } from './signature.ts';
import { guardedLookup, urlProblem } from './target-safety.ts';

export interface DeliveryRequest {
  method: 'PUT' | 'DELETE';
  /** `<remote_url><object_pk>` */
  url: string;
  /** The webhook's token: the Auth header and the signing key. */
  token: string;
  /** Webhook-Id: the same for every attempt at one event. */
  messageId: string;
  /** The JSON text for PUT, '' for DELETE. */
  body: string;
}

export interface DeliveryResult {
  /** True only for a 200 answer. */
  ok: boolean;
  statusCode: number | null;
  latencyMs: number;
  error: string | null;
}

export interface SenderOptions {
  allowPrivateTargets: boolean;
  caFile: string | null;
  timeoutMs: number;
}

export interface Sender {
  send(request: DeliveryRequest): Promise<DeliveryResult>;
  close(): void;
}

const ERROR_BODY_BYTES = 300;
const USER_AGENT = 'Boxline-Webhooks/1';

/** `text` on one line: runs of white space and control characters (NUL among them) become one space. */
const oneLine = (text: string) => text.replace(/[\s\p{Cc}]+/gu, ' ').trim();

function describeStatus(status: number, snippet: string): string {
  const text = oneLine(snippet);
  if (status >= 300 && status < 400) return `answered ${status}; redirects are not followed`;
  return `answered ${status}, not 200${text ? `: ${text}` : ''}`;
}

function describeError(err: NodeJS.ErrnoException): string {
  const message = oneLine(err.message);
  if (err.code === 'ETARGETREFUSED') return `refused: ${message}`;
  return err.code && !message.includes(err.code) ? `${err.code}: ${message}` : message;
}

export function createSender(opts: SenderOptions): Sender {
  const ca = opts.caFile ? [...rootCertificates, readFileSync(opts.caFile, 'utf8')] : undefined;
  const agents = {
    'http:': new http.Agent({ keepAlive: true }),
    'https:': new https.Agent({ keepAlive: true, ca }),
  };
  const lookup = opts.allowPrivateTargets ? undefined : guardedLookup;

  function send(req: DeliveryRequest): Promise<DeliveryResult> {
    const started = performance.now();
    const problem = urlProblem(req.url, opts.allowPrivateTargets);
    if (problem) return Promise.resolve({ ok: false, statusCode: null, latencyMs: 0, error: `refused: remote_url ${problem}` });
    const url = new URL(req.url);
    const timestamp = Math.floor(Date.now() / 1000);
    const headers = {
      Auth: req.token,
      'Content-Type': 'application/json',
      'Content-Length': String(Buffer.byteLength(req.body)),
      'User-Agent': USER_AGENT,
      'Webhook-Id': req.messageId,
      'Webhook-Timestamp': String(timestamp),
      'Webhook-Signature': signPayload(req.token, req.messageId, timestamp, req.body),
    };

    return new Promise((resolve) => {
      let status: number | null = null;
      let settled = false;
      const finish = (error: string | null) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        const ok = status === 200 && error === null;
        resolve({ ok, statusCode: status, latencyMs: Math.round(performance.now() - started), error: ok ? null : error });
      };
      const transport = url.protocol === 'https:' ? https : http;
      const request = transport.request(url, { method: req.method, headers, agent: agents[url.protocol as 'http:' | 'https:'], lookup }, (res) => {
        status = res.statusCode ?? null;
        let snippet = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          if (status !== 200 && snippet.length < ERROR_BODY_BYTES) snippet += chunk.slice(0, ERROR_BODY_BYTES - snippet.length);
        });
        res.on('end', () => finish(status === 200 ? null : describeStatus(status ?? 0, snippet)));
        res.on('error', (err) => finish(status === 200 ? null : describeError(err)));
      });
      const timer = setTimeout(() => {
        // A 200 whose body is still streaming has answered; anything else has not answered in time.
        if (status === 200) finish(null);
        else finish(status === null ? `no answer within ${opts.timeoutMs} ms` : describeStatus(status, ''));
        request.destroy();
      }, opts.timeoutMs);
      request.on('error', (err) => finish(describeError(err)));
      request.end(req.body);
    });
  }

  return {
    send,
    close() {
      agents['http:'].destroy();
      agents['https:'].destroy();
    },
  };
}
