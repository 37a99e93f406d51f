/**
 * What the sandbox carrier remembers of the labels it sold, as a real carrier's own database would: a label
 * bought under a purchase key is found again by that key (so a retried purchase is the same label, and crash
 * recovery can ask), and a voided one stays voided. On disk under the data directory (one small JSON file per
 * label, written before the purchase answers), or in memory for tests and benches that need no restart. The disk's
 * reads and writes are asynchronous: the carrier stands in for a remote service, and its files must not stop the
 * API's event loop while they are opened and written.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, readdirSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export interface SoldLabel {
  purchaseKey: string;
  trackingNumber: string;
  service: string;
  amount: string;
  currency: string;
  format: 'pdf' | 'png' | 'zpl';
  size: '4x6' | 'letter';
  /** The file, base64. */
  file: string;
  voided: boolean;
}

export interface SandboxStore {
  find(purchaseKey: string): Promise<SoldLabel | null>;
  findByTracking(trackingNumber: string): Promise<SoldLabel | null>;
  /** Resolves once the label is kept (on disk: renamed into place). */
  save(label: SoldLabel): Promise<void>;
  /** Every label sold (tests count them). */
  all(): SoldLabel[];
}

export function memoryStore(): SandboxStore {
  const byKey = new Map<string, SoldLabel>();
  return {
    find: async (key) => byKey.get(key) ?? null,
    findByTracking: async (tn) => [...byKey.values()].find((l) => l.trackingNumber === tn) ?? null,
    save: async (label) => { byKey.set(label.purchaseKey, { ...label }); },
    all: () => [...byKey.values()],
  };
}

/** The tracking number of a purchase key: SBX and 12 digits, the same every time. */
export function trackingNumberOf(purchaseKey: string): string {
  const digest = createHash('sha256').update(purchaseKey).digest();
  return `SBX${(digest.readBigUInt64BE(0) % 10n ** 12n).toString().padStart(12, '0')}`;
}

const fileOf = (dir: string, trackingNumber: string) => join(dir, `${trackingNumber}.json`);

export function diskStore(dir: string): SandboxStore {
  mkdirSync(dir, { recursive: true });
  const parse = (text: string): SoldLabel | null => {
    try {
      return JSON.parse(text) as SoldLabel;
    } catch {
      return null;
    }
  };
  // A label never sold has no file: null, as an unreadable one.
  const read = (path: string): Promise<SoldLabel | null> => readFile(path, 'utf8').then(parse, () => null);
  return {
    find: async (key) => {
      const label = await read(fileOf(dir, trackingNumberOf(key)));
      return label && label.purchaseKey === key ? label : null;
    },
    findByTracking: async (tn) => (/^SBX\d{12}$/.test(tn) ? read(fileOf(dir, tn)) : null),
    save: async (label) => {
      // Written whole, then renamed into place: a crash leaves the old file or the new one.
      const path = fileOf(dir, label.trackingNumber);
      const tmp = `${path}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
      await writeFile(tmp, JSON.stringify(label));
      await rename(tmp, path);
    },
    all: () => readdirSync(dir).filter((n) => /^SBX\d{12}\.json$/.test(n))
      .map((n) => { try { return parse(readFileSync(join(dir, n), 'utf8')); } catch { return null; } })
      .filter((l): l is SoldLabel => l !== null),
  };
}
