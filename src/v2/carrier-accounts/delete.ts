import { Type } from 'typebox';
import type { App } from '../../app-types.ts';
import { CarrierAccountParams } from './schemas.ts';
import { deleteCarrierAccount } from '../../shipping/accounts/service.ts';

export default function register(app: App) {
  app.delete('/orgs/:org_pk/carrier-accounts/:carrier_account_pk/', {
    config: { scope: 'shipping' },
    schema: {
      tags: ['Shipping'],
      summary: 'Delete a carrier account',
      description: 'Labels bought with it stay as they are. Refused (409) while one of its purchases is being completed.',
      params: CarrierAccountParams,
      response: { 204: Type.Null({ description: 'Deleted' }) },
    },
    handler: async (request, reply) => {
      await app.db.transaction((tx) => deleteCarrierAccount(tx, request.org.id, request.keys.carrier_account_pk));
      return reply.code(204).send(null);
    },
  });
}
