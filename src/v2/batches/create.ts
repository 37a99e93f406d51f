import type { App } from '../../app-types.ts';
import { invalidField, invalidFields, type FieldErrors } from '../../core/errors.ts';
import { v2RefAt } from '../../http/refs.ts';
import { Batch } from '../../batches/shape.ts';
import { BatchCreate, BatchesParams } from './schemas.ts';
import { createBatch, type BatchSource } from '../../batches/create.ts';
import { renderBatch } from '../../batches/queries.ts';
import { shippingDeps } from '../../shipping/deps.ts';
import { orderQueryParser } from './query.ts';

export default function register(app: App) {
  const deps = shippingDeps(app);
  const parseOrderQuery = orderQueryParser(app);
  app.post('/orgs/:org_pk/batches/', {
    config: { scope: 'shipping' },
    schema: {
      tags: ['Batches'],
      summary: 'Create a batch',
      description: 'Runs `action` over the orders `query` selects (the query string of `GET .../orders/`: its filters, `q` and `order_by`; '
        + 'in its order) or the `orders` listed (in that order): the pack order, fixed now. `labels` buys a label for every box with '
        + '`carrier_account` and `service`, or `service: "cheapest"` (each box\'s cheapest rate among the organization\'s accounts, or '
        + 'the one named). The worker runs it: `done` and `failed` move as it does; `errors/` says what to fix, `retry/` runs the '
        + 'failures again. At the end, `print_file` is one PDF (4x6 pages, or two labels per letter page) or one ZPL stream in pack '
        + 'order, and subscribers of the `batch` entity hear of it.',
      params: BatchesParams,
      body: BatchCreate,
      response: { 202: Batch },
    },
    handler: async (request, reply) => {
      const { org, body } = request;
      if ((body.query === undefined) === (body.orders === undefined)) throw invalidField('query', 'give either `query` or `orders`, not both');
      const errors: FieldErrors = {};
      let source: BatchSource;
      if (body.query !== undefined) {
        source = { kind: 'query', text: body.query, query: parseOrderQuery(body.query) };
      } else {
        const ids = body.orders!.map((url, i) => v2RefAt('order', url, org, `orders[${i}]`, errors)?.[0] ?? 0);
        source = { kind: 'orders', orderIds: ids };
      }
      let labels = null;
      if (body.action === 'labels') {
        if (body.service === undefined) errors.service = ['is required for labels: a service code of the account, or "cheapest"'];
        const account = body.carrier_account == null ? null : v2RefAt('carrierAccount', body.carrier_account, org, 'carrier_account', errors);
        labels = { accountId: account ? account[0] : null, service: body.service ?? '', format: body.format ?? 'pdf', size: body.size ?? '4x6' } as const;
      }
      if (Object.keys(errors).length) throw invalidFields(errors);
      const batch = await createBatch(deps, org, { action: body.action, source, labels });
      return reply.code(202).send(renderBatch(batch, org));
    },
  });
}
