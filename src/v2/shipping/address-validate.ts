import type { App } from '../../app-types.ts';
import { v2RefAt } from '../../http/refs.ts';
import { AddressAnswer, AddressBody, OrgParams } from './schemas.ts';
import { shippingDeps } from '../../shipping/deps.ts';
import { checkAddress } from '../../shipping/addresses.ts';

export default function register(app: App) {
  const deps = shippingDeps(app);
  app.post('/orgs/:org_pk/addresses/validate/', {
    config: { scope: 'shipping' },
    schema: {
      tags: ['Shipping'],
      summary: 'Check an address',
      description: 'The fields of an order\'s shipping address, and optionally a `carrier_account` to check with. Answers whether it is '
        + 'valid, whether it is residential, its normalised form (same field names) and messages. Writes nothing.',
      params: OrgParams,
      body: AddressBody,
      response: { 200: AddressAnswer },
    },
    handler: async (request) => {
      const { carrier_account: account, ...fields } = request.body as Record<string, unknown>;
      const accountId = account === undefined ? null : v2RefAt('carrierAccount', account, request.org, 'carrier_account')![0];
      return checkAddress(deps, request.org.id, fields, accountId);
    },
  });
}
