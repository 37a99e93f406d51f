/**
 * The headers of every file Boxline sends (documents, labels, print files, packing slips, manifests, exports), in
 * one place so that each download is kept out of caches, never sniffed into a page, and named the same way:
 * - `attachment`: saved, never shown; sandboxed (`Content-Security-Policy: sandbox`) in case a browser shows it;
 * - `inline`: a PDF the browser shows, also inside the console's own frames (a sandbox would stop Chromium's PDF
 *   viewer, so it gets `frame-ancestors 'self'` instead);
 * - no disposition (the API's document files, which clients fetch by their own name): sandboxed like attachments.
 */
import type { FastifyReply } from 'fastify';

export interface Download {
  contentType: string;
  /** Content-Length, when it is known before the body is sent (a stream's is not). */
  size?: number | string;
  disposition?: { kind: 'attachment' | 'inline'; fileName: string };
}

/** Sets the headers of a file download on `reply`, which the caller then sends the body with. */
export function downloadHeaders(reply: FastifyReply, download: Download): FastifyReply {
  reply
    .header('Content-Type', download.contentType)
    .header('X-Content-Type-Options', 'nosniff')
    .header('Cache-Control', 'private, no-store');
  if (download.size !== undefined) reply.header('Content-Length', download.size);
  const { disposition } = download;
  if (disposition) reply.header('Content-Disposition', contentDisposition(disposition.kind, disposition.fileName));
  if (disposition?.kind === 'inline') {
    reply.header('Content-Security-Policy', "frame-ancestors 'self'").header('X-Frame-Options', 'SAMEORIGIN');
  } else {
    reply.header('Content-Security-Policy', 'sandbox');
  }
  return reply;
}

/**
 * RFC 6266: the name as a quoted ASCII `filename` (characters outside printable ASCII, quotes and backslashes
 * replaced by `_`) and, when that changed it, the exact name as `filename*` (RFC 8187, UTF-8, percent-encoded).
 */
export function contentDisposition(kind: 'attachment' | 'inline', fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  if (ascii === fileName) return `${kind}; filename="${fileName}"`;
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
