/** multipart/form-data bodies for upload tests, built by hand so that tests control every byte. */
import { randomBytes } from 'node:crypto';

export type FormPart =
  | { name: string; value: string }
  | { name: string; filename: string; contentType?: string; data: Buffer | string };

export function multipartBody(parts: FormPart[]): { body: Buffer; headers: Record<string, string> } {
  const boundary = `----boxline${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    let head = `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"`;
    if ('filename' in part) head += `; filename="${part.filename}"\r\nContent-Type: ${part.contentType ?? 'application/octet-stream'}`;
    chunks.push(Buffer.from(`${head}\r\n\r\n`));
    chunks.push(Buffer.isBuffer((part as { data?: Buffer }).data) ? (part as { data: Buffer }).data : Buffer.from('filename' in part ? part.data : part.value));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A document form: `document` (a PDF-looking file unless given), `kind`, `purpose`. */
export function documentForm(opts: { kind?: string; purpose?: string; data?: Buffer | string; filename?: string; contentType?: string; file?: boolean } = {}) {
  const parts: FormPart[] = [];
  if (opts.kind !== undefined) parts.push({ name: 'kind', value: opts.kind });
  if (opts.purpose !== undefined) parts.push({ name: 'purpose', value: opts.purpose });
  if (opts.file !== false && (opts.data !== undefined || opts.file)) {
    parts.push({ name: 'document', filename: opts.filename ?? 'label.pdf', contentType: opts.contentType ?? 'application/pdf', data: opts.data ?? '%PDF-1.4 label' });
  }
  return multipartBody(parts);
}
