/** A renderer's PDF as a stream to read (a batch's print runner hands it to storage): rendering starts at once. */
import { PassThrough, type Readable } from 'node:stream';
import type { PdfTarget } from './types.ts';

/** `render` writes into the stream's other end; when it fails, the stream is destroyed with its error (and `result` rejects). */
export function pdfStream<R>(render: (out: PdfTarget) => Promise<R>): { stream: Readable; result: Promise<R> } {
  const stream = new PassThrough();
  const result = render(stream);
  result.catch((err: unknown) => stream.destroy(err as Error));
  return { stream, result };
}
