import { Type } from 'typebox';
import type { App } from '../../app-types.ts';
import { downloadHeaders } from '../../http/download.ts';
import { notFound } from '../../core/errors.ts';
import { storedCarrierDocument } from '../../manifests/carrier-close.ts';
import { ManifestParams } from './schemas.ts';

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
      const file = await storedCarrierDocument({ db: app.db, storage: app.storage }, request.org.id, request.keys.manifest_pk);
      if (!file) throw notFound('carrier document');
      return downloadHeaders(reply, { contentType: file.contentType, size: file.size, disposition: { kind: 'attachment', fileName: file.fileName } })
        .send(file.body as never);
    },
  });
}
