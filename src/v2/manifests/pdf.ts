import { Type } from 'typebox';
import type { App } from '../../app-types.ts';
import { downloadHeaders } from '../../http/download.ts';
import { notFound } from '../../core/errors.ts';
import { ManifestParams } from './schemas.ts';


export default function register(app: App) {
  app.get('/orgs/:org_pk/manifests/:manifest_pk/manifest.pdf', {
    config: { scope: 'shipping' },
    schema: {
      tags: ['Shipping'],
      summary: 'The manifest\'s PDF',
      description: 'The `document` of a manifest: US letter pages with the organization\'s name and logo, the account, ship date and '
        + 'totals, a Code 128 of the manifest\'s id (the last segment of its url) and every label (tracking number, order, service, '
        + 'weight, amount) as it was at the close.',
      params: ManifestParams,
      response: { 200: { description: 'The PDF (Content-Disposition: inline).', content: { 'application/pdf': { schema: Type.String({ format: 'binary' }) } } } },
    },
    handler: async (request, reply) => {
      const { manifestPdf } = await import('../../manifests/pdf.ts'); // pdf-lib loads at the first PDF (CONTRIBUTING.md)
      const pdf = await manifestPdf({ db: app.db, storage: app.storage }, request.org.id, request.keys.manifest_pk);
      if (!pdf) throw notFound('manifest');
      return downloadHeaders(reply, { contentType: 'application/pdf', disposition: { kind: 'inline', fileName: 'manifest.pdf' } })
        .send(pdf as unknown as string); // bytes: the schema documents them as a binary string
    },
  });
}
