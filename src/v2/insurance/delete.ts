import { Type } from 'typebox';
import type { App } from '../../app-types.ts';
import { InsuranceParams } from './schemas.ts';
import { voidInsurance } from '../../money/insurance/service.ts';

export default function register(app: App) {
  app.delete('/orgs/:org_pk/insurance/:insurance_transaction_pk/', {
    config: { scope: 'insurance' },
    schema: {
      tags: ['Insurance'],
      summary: 'Void an insurance transaction',
      description: 'The same as PATCH with `{"void": true}`: the ledger is append-only, so the transaction stays and a void is appended.',
      params: InsuranceParams,
      response: { 204: Type.Null({ description: 'Voided' }) },
    },
    handler: async (request, reply) => {
      await app.db.transaction((tx) => voidInsurance(tx, request.org.id, request.keys.insurance_transaction_pk));
      return reply.code(204).send(null);
    },
  });
}
