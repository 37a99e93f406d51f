/**
 * What `boxline import` shows while it runs: on a terminal a bar per kind with counts and rate, redrawn in place
 * (stderr); otherwise one plain line per page, for logs. And the summary it ends with.
 */
import type { ImportedKind, ImportProgress, ImportSummary, KindCounts } from './run.ts';

const LABELS: Record<ImportedKind, string> = { packaging: 'packaging presets', product: 'products', contact: 'contacts', order: 'orders' };

export function importProgress(stream: { readonly isTTY?: boolean; write(text: string): unknown } = process.stderr, now = () => Date.now()): ImportProgress {
  const tty = Boolean(stream.isTTY);
  let began = now();
  const rate = (n: number) => {
    const s = (now() - began) / 1000;
    return s > 0 ? Math.round(n / s) : 0;
  };
  const line = (kind: ImportedKind, c: KindCounts, total: number | null) =>
    `${LABELS[kind]}: ${c.read}${total === null ? '' : `/${total}`} read, ${c.written} written, ${c.unchanged} unchanged, ${c.skipped} skipped, ${rate(c.read)}/s`;
  return {
    start(kind, total) {
      began = now();
      if (!tty) stream.write(`importing ${LABELS[kind]}${total === null ? '' : ` (${total} at the source)`}\n`);
    },
    page(kind, c, total) {
      if (!tty) {
        stream.write(`${line(kind, c, total)}\n`);
        return;
      }
      const width = 24;
      const filled = total ? Math.min(width, Math.round((c.read / total) * width)) : 0;
      stream.write(`\r[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${line(kind, c, total)}\x1b[K`);
    },
    wait(seconds) {
      stream.write(`${tty ? '\r' : ''}the source asked to wait (429): waiting ${seconds} s${tty ? '\x1b[K' : '\n'}`);
    },
    done(kind, c) {
      if (tty) stream.write(`\r${line(kind, c, null)}\x1b[K\n`);
      else stream.write(`done: ${line(kind, c, null)}\n`);
    },
  };
}

/** The closing report: counts per kind, then every skipped object with its reason. */
export function formatSummary(summary: ImportSummary): string {
  const lines = (Object.keys(summary.counts) as ImportedKind[]).map((k) => {
    const c = summary.counts[k];
    return `${LABELS[k]}: ${c.written} written, ${c.unchanged} unchanged, ${c.skipped} skipped (${c.read} read)`;
  });
  lines.push(`${summary.seconds.toFixed(1)} s${summary.throttled ? `, waited out ${summary.throttled} rate-limit answers` : ''}`);
  if (summary.skipped.length) {
    lines.push(`Skipped ${summary.skipped.length}:`);
    for (const s of summary.skipped) lines.push(`  ${s.kind} ${s.url}: ${s.reason}`);
  }
  return lines.join('\n');
}
