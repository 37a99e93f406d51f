import { Type } from 'typebox';
import type { App } from '../../app-types.ts';
import { notFound } from '../../core/errors.ts';
import { encodeId } from '../../core/ids.ts';
import { selectManifest } from '../../manifests/queries.ts';
import { ManifestParams } from '../../manifests/schemas.ts';

const FileBody = Type.String({ format: 'binary' });

export default function register(app: App) {
  app.get('/orgs/:org_pk/manifests/:manifest_pk/carrier-document/', {
    config: { scope: 'shipping' },
    exposeHeadRoute: false,
    schema: {
      tags: ['Shipping'],
      summary: 'Download the carrier\'s document of a manifest',
      description: 'The `carrier_document` of a manifest the carrier closed: USPS\'s SCAN form (PS Form 5630, PDF) or FedEx\'s Ground '
        + 'manifest (as FedEx returns it: PDF or text), stored as it came. 404 while there is none.',
      params: ManifestParams,
      response: { 200: { description: 'The document (Content-Disposition: attachment).', content: { 'application/pdf': { schema: FileBody }, 'text/plain': { schema: FileBody } } } },
    },
    handler: async (request, reply) => {
      const m = await selectManifest(app.db, request.org.id, request.keys.manifest_pk);
      if (!m?.carrier_document_key) throw notFound('carrier document');
      const extension = m.carrier_document_type === 'application/pdf' ? 'pdf' : 'txt';
      return reply.type(m.carrier_document_type!)
        .header('Content-Length', m.carrier_document_size!)
        .header('Content-Disposition', `attachment; filename="manifest-${encodeId(m.id)}-${m.carrier}.${extension}"`)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'private, no-store')
        .send(await app.storage.read(m.carrier_document_key) as never);
    },
  });
}
