/** The `Range` header of a file request (RFC 9110 section 14): one byte range, or the whole file. */
import type { ByteRange } from '../storage/index.ts';

/**
 * `bytes=a-b`, `bytes=a-` or `bytes=-n` against a file of `size` bytes: the range (its end clipped to the file),
 * `'unsatisfiable'` (416), or null to send the whole file (no header, another unit, several ranges, or a header
 * that cannot be read: RFC 9110 lets a server ignore those).
 */
export function parseRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | null {
  if (!header) return null;
  const m = /^\s*bytes\s*=\s*(\d*)\s*-\s*(\d*)\s*$/i.exec(header);
  if (!m || (m[1] === '' && m[2] === '')) return null;
  if (m[1] === '') {
    const suffix = Number(m[2]);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(m[1]);
  const end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  if (m[2] !== '' && Number(m[2]) < start) return null;
  if (start >= size) return 'unsatisfiable';
  return { start, end };
}
