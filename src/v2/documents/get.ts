import { Type } from 'typebox';
import type { App } from '../../app-types.ts';
import { downloadHeaders } from '../../http/download.ts';
import { PathKey } from '../../core/schema.ts';
import { ApiError, notFound } from '../../core/errors.ts';
import { readDocumentFile, selectDocumentFile } from '../../documents/queries.ts';
import { parseRange } from '../../documents/range.ts';

const FileBody = Type.String({ format: 'binary', description: 'The file, with the content type it was uploaded with' });

export default function register(app: App) {
  app.get('/orgs/:org_pk/documents/:file_name', {
    config: { scope: 'order' },
    schema: {
      tags: ['Shipping documents'],
      summary: 'Download a shipping document file',
      description: 'The `document` path of a shipping document. Streamed with `Content-Length`; a `Range: bytes=a-b` header '
        + 'gets 206 with that part (416 when it lies outside the file). Only tokens of the organization see it (404 otherwise).',
      params: Type.Object({ org_pk: PathKey, file_name: Type.String() }),
      response: { 200: FileBody, 206: FileBody },
    },
    handler: async (request, reply) => {
      const file = await selectDocumentFile(app.db, request.org.id, request.params.file_name);
      if (!file) throw notFound('document');
      const size = Number(file.size_bytes);
      const range = parseRange(request.headers.range, size);
      if (range === 'unsatisfiable') {
        throw new ApiError('range_not_satisfiable', `The file has ${size} bytes.`, { headers: { 'Content-Range': `bytes */${size}` } });
      }
      let body;
      try {
        body = await readDocumentFile(app.storage, request.org.id, file, range ?? undefined);
      } catch (err) {
        request.log.error({ err, file: file.file_name }, 'document file missing from storage');
        throw notFound('document');
      }
      downloadHeaders(reply, { contentType: file.content_type, size: range ? range.end - range.start + 1 : size }).header('Accept-Ranges', 'bytes');
      if (range) reply.code(206).header('Content-Range', `bytes ${range.start}-${range.end}/${size}`);
      // A stream: Fastify sends it as it is read (the response schema only documents the bytes).
      return reply.send(body as unknown as string);
    },
  });
}
