/**
 * The scripted adapter: plays tracking events from a JSON file, for tests and demos (`boxline seed --tracking`
 * writes one). The file maps tracking numbers to scripts:
 *
 *   { "1ZDEMO0000000001": { "start": "2024-01-02T10:00:00Z",          (optional)
 *                           "events": [ { "after_seconds": 5, "status": "accepted",
 *                                         "description": "Picked up", "location": "Springfield, IL" }, ... ] } }
 *
 * An event is reported once `start + after_seconds` has passed, with that time as its scan time. Without
 * `start`, a script starts when this adapter is first asked about its number. The file is read again when it
 * changes, so scripts can be added while the worker runs. A number not in the file is not found.
 */
import { readFile, stat, writeFile, rename } from 'node:fs/promises';
import { TRACKING_STATUSES } from '../catalogue/tracking.ts';
import { CarrierError, type CarrierEvent, type TrackResult, type TrackingAdapter, type TrackingStatus } from './types.ts';

export interface ScriptedEvent {
  after_seconds: number;
  status: TrackingStatus;
  description?: string | null;
  location?: string | null;
}
export interface Script {
  start?: string;
  events: ScriptedEvent[];
}
export type ScriptFile = Record<string, Script>;

export interface ScriptedAdapter extends TrackingAdapter {
  /** The tracking numbers the file scripts (empty when there is no file). */
  numbers(): Promise<string[]>;
}

function checkScripts(file: string, value: unknown): ScriptFile {
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw new Error(`${file}: must be an object keyed by tracking number`);
  for (const [number, script] of Object.entries(value as Record<string, Script>)) {
    if (!script || !Array.isArray(script.events)) throw new Error(`${file}: ${number}.events must be an array`);
    if (script.start !== undefined && Number.isNaN(Date.parse(script.start))) throw new Error(`${file}: ${number}.start must be a date-time`);
    script.events.forEach((e, i) => {
      if (typeof e.after_seconds !== 'number' || e.after_seconds < 0) throw new Error(`${file}: ${number}.events[${i}].after_seconds must be a number >= 0`);
      if (!(TRACKING_STATUSES as readonly string[]).includes(e.status)) throw new Error(`${file}: ${number}.events[${i}].status must be one of ${TRACKING_STATUSES.join(', ')}`);
    });
  }
  return value as ScriptFile;
}

export function createScriptedAdapter(file: string, opts: { now?: () => number } = {}): ScriptedAdapter {
  const now = opts.now ?? Date.now;
  const firstAsked = new Map<string, number>();
  let cache: { mtimeMs: number; size: number; scripts: ScriptFile } | null = null;

  async function load(): Promise<ScriptFile> {
    let info;
    try {
      info = await stat(file);
    } catch {
      cache = null;
      return {};
    }
    if (cache && cache.mtimeMs === info.mtimeMs && cache.size === info.size) return cache.scripts;
    const scripts = checkScripts(file, JSON.parse(await readFile(file, 'utf8')));
    cache = { mtimeMs: info.mtimeMs, size: info.size, scripts };
    return scripts;
  }

  return {
    name: 'scripted',
    async numbers() {
      try {
        return Object.keys(await load());
      } catch {
        return [];
      }
    },
    async track(trackingNumber): Promise<TrackResult> {
      let scripts: ScriptFile;
      try {
        scripts = await load();
      } catch (err) {
        throw new CarrierError('bad_response', (err as Error).message);
      }
      const script = Object.hasOwn(scripts, trackingNumber) ? scripts[trackingNumber] : undefined;
      if (!script) return { kind: 'not_found' };
      const t = now();
      if (!firstAsked.has(trackingNumber)) firstAsked.set(trackingNumber, t);
      return playScript(script, script.start ? Date.parse(script.start) : firstAsked.get(trackingNumber)!, t);
    },
  };
}

/** The events of `script` started at `start` that have happened by `t`, and when the next one is due. */
export function playScript(script: Script, start: number, t: number): TrackResult {
  const events: CarrierEvent[] = [];
  let next: number | undefined;
  for (const e of script.events) {
    const at = start + e.after_seconds * 1000;
    if (at <= t) {
      events.push({ status: e.status, occurredAt: new Date(at).toISOString(), description: e.description ?? null, location: e.location ?? null });
    } else if (next === undefined || at - t < next) next = at - t;
  }
  return { kind: 'events', events, ...(next === undefined ? {} : { nextPollInMs: next }) };
}

/** Adds scripts to the file (written whole, then renamed into place, so a reader never sees half of it). */
export async function addScripts(file: string, scripts: ScriptFile): Promise<void> {
  let existing: ScriptFile = {};
  try {
    existing = checkScripts(file, JSON.parse(await readFile(file, 'utf8')));
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  const tmp = `${file}.${process.pid}.tmp`;
  await writeFile(tmp, `${JSON.stringify({ ...existing, ...scripts }, null, 2)}\n`);
  await rename(tmp, file);
}
