/** Whether a PostgreSQL server answers at a URL, asked once before migrations so that a start fails fast and says why. */
import pg from 'pg';

/** How long the check waits for the server to accept a connection and answer. */
export const CONNECT_TIMEOUT_MS = 1500;

/** Where the URL points, without its user or password: `host:port/db` or the socket directory. */
export function describeTarget(url: string): string {
  const { host, port, database } = new pg.Client({ connectionString: url });
  return `${host.startsWith('/') ? host : `${host}:${port}`}/${database ?? ''}`;
}

/** Null when the server answers a query; else what is wrong, in words. */
export async function postgresProblem(url: string, timeoutMs = CONNECT_TIMEOUT_MS): Promise<string | null> {
  const target = describeTarget(url);
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: timeoutMs });
  client.on('error', () => {}); // a failure is the answer of connect() or query()
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<string>((resolve) => {
    timer = setTimeout(() => resolve(`no answer from ${target} within ${timeoutMs / 1000} s`), timeoutMs);
  });
  const checked = (async () => {
    try {
      await client.connect();
      await client.query('SELECT 1');
      return null;
    } catch (err) {
      return reason(err as NodeJS.ErrnoException, target, timeoutMs);
    }
  })();
  try {
    return await Promise.race([checked, timedOut]);
  } finally {
    clearTimeout(timer);
    void client.end().catch(() => {});
  }
}

function reason(err: NodeJS.ErrnoException & { hostname?: string }, target: string, timeoutMs: number): string {
  switch (err.code) {
    case 'ECONNREFUSED': return `${target} refused the connection (is PostgreSQL running there?)`;
    case 'ENOTFOUND': case 'EAI_AGAIN': return `the host of ${target} is not found`;
    case 'ENOENT': return `there is no PostgreSQL socket at ${target}`;
    case 'ETIMEDOUT': case 'EHOSTUNREACH': case 'ENETUNREACH': return `${target} cannot be reached (${err.code})`;
    case '28P01': case '28000': return `${target} refused the login: ${err.message}`;
    case '3D000': return `${target}: ${err.message}`;
    default:
      if (/timeout/i.test(err.message)) return `no answer from ${target} within ${timeoutMs / 1000} s`;
      return `${target}: ${err.message.split('\n')[0]}${err.code ? ` (${err.code})` : ''}`;
  }
}
