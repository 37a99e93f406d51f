/**
 * What the sandbox carrier remembers of the labels it sold, as a real carrier's own database would: a label
 * bought under a purchase key is found again by that key (so a retried purchase is the same label, and crash
 * recovery can ask), and a voided one stays voided. On disk under the data directory (one small JSON file per
 * label, written before the purchase answers), or in memory for tests and benches that need no restart.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, readdirSync, renameSync, writeFileSync } from 'node:fs';
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
  find(purchaseKey: string): SoldLabel | null;
  findByTracking(trackingNumber: string): SoldLabel | null;
  save(label: SoldLabel): void;
  /** Every label sold (tests count them). */
  all(): SoldLabel[];
}

export function memoryStore(): SandboxStore {
  const byKey = new Map<string, SoldLabel>();
  return {
    find: (key) => byKey.get(key) ?? null,
    findByTracking: (tn) => [...byKey.values()].find((l) => l.trackingNumber === tn) ?? null,
    save: (label) => { byKey.set(label.purchaseKey, { ...label }); },
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
  const read = (path: string): SoldLabel | null => {
    try {
      return JSON.parse(readFileSync(path, 'utf8')) as SoldLabel;
    } catch {
      return null;
    }
  };
  return {
    find: (key) => {
      const label = read(fileOf(dir, trackingNumberOf(key)));
      return label && label.purchaseKey === key ? label : null;
    },
    findByTracking: (tn) => (/^SBX\d{12}$/.test(tn) ? read(fileOf(dir, tn)) : null),
    save: (label) => {
      // Written whole, then renamed into place: a crash leaves the old file or the new one.
      const path = fileOf(dir, label.trackingNumber);
      const tmp = `${path}.${process.pid}.tmp`;
      writeFileSync(tmp, JSON.stringify(label));
      renameSync(tmp, path);
    },
    all: () => readdirSync(dir).filter((n) => /^SBX\d{12}\.json$/.test(n)).map((n) => read(join(dir, n))).filter((l): l is SoldLabel => l !== null),
  };
}
