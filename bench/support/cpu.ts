/**
 * CPU time used while a benchmark runs: by the API (this process, or the API's own process when given its pid; a load
 * in a child process is not counted), and by the PostgreSQL backends serving the benchmark's database, read from
 * /proc when the server runs on this machine.
 */
import { readFileSync } from 'node:fs';
import { sql } from '../../src/core/sql.ts';
import type { Database } from '../../src/db/database.ts';

/** utime + stime of a process in milliseconds (the kernel counts in 1/100 s), or null when it cannot be read. */
export function processCpuMs(pid: number): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

async function backendsCpuMs(db: Database): Promise<Map<number, number> | null> {
  const rows = await db.rows<{ pid: number }>(sql`SELECT pid FROM pg_stat_activity WHERE datname = current_database()`);
  const out = new Map<number, number>();
  for (const { pid } of rows) {
    const used = processCpuMs(pid);
    if (used === null) return null;
    out.set(pid, used);
  }
  return out;
}

export interface CpuUsed {
  /** Milliseconds of the API's process. */
  api: number;
  /** Milliseconds of the database's backends, or null when the server is not local. */
  postgres: number | null;
}

/** `apiPid`: the API's process, when it is not this one (bench/support/server-process.ts). */
export async function cpuMeter(db: Database, apiPid?: number): Promise<{ read(): Promise<CpuUsed> }> {
  const before = await backendsCpuMs(db);
  const apiUsed = () => {
    if (apiPid !== undefined) return processCpuMs(apiPid) ?? NaN;
    const { user, system } = process.cpuUsage();
    return (user + system) / 1000;
  };
  const api = apiUsed();
  return {
    async read() {
      const used = apiUsed() - api;
      const after = await backendsCpuMs(db);
      let postgres: number | null = null;
      if (before && after) {
        // Backends opened during the run count whole; those closed during it are lost (pools keep theirs open).
        postgres = 0;
        for (const [pid, now] of after) postgres += now - (before.get(pid) ?? 0);
      }
      return { api: used, postgres };
    },
  };
}
