/**
 * The GET load: `clients` concurrent clients, each GETting the urls in turn (spread by a prime stride) until
 * `seconds` have passed. run.ts runs it in a process of its own (as real clients are not inside the server), or
 * in the server's process with --same-process (the method of the figures before issue 16).
 */
import { answerLoad } from '../support/load-process.ts';
import { httpClient } from '../support/http-client.ts';

export interface Load {
  urls: string[];
  headers: Record<string, string>;
  clients: number;
  seconds: number;
}

export interface LoadResult {
  /** Milliseconds of each 200 answer. */
  latencies: number[];
  failures: number;
  elapsed: number;
  /** Milliseconds of CPU the clients' process used meanwhile. */
  cpu: number;
}

export async function runLoad({ urls, headers, clients, seconds }: Load): Promise<LoadResult> {
  const client = httpClient(clients);
  const cpuBefore = process.cpuUsage();
  const latencies: number[] = [];
  let failures = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(Array.from({ length: clients }, async (_, c) => {
    for (let k = c; performance.now() < deadline; k += clients) {
      const t0 = performance.now();
      const res = await client.send('GET', urls[(k * 7919) % urls.length], headers);
      if (res.status === 200) latencies.push(performance.now() - t0);
      else failures++;
    }
  }));
  client.close();
  const { user, system } = process.cpuUsage(cpuBefore);
  return { latencies, failures, elapsed: (performance.now() - started) / 1000, cpu: (user + system) / 1000 };
}

answerLoad(runLoad);
