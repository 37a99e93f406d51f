/**
 * `POST /console/orgs/:org_pk/orders/batches/`: starts a batch with the order list's selection (selection.ts): the
 * orders ticked, or with **Select all N matching orders** the list's own query (every page of it, in its order), through
 * the batches domain's create function (src/batches/create.ts, as `POST .../batches/` does). Shippers, owners, admins.
 */
import type { App } from '../../app-types.ts';
import { invalidField, invalidFields, ApiError, type FieldErrors } from '../../core/errors.ts';
import { decodeId, encodeId } from '../../core/ids.ts';
import { OrderFilterQuery } from '../../orders/reading/export/params.ts';
import type { ExportQuery } from '../../orders/reading/export/index.ts';
import { createBatch, type BatchSource } from '../../batches/create.ts';
import { BATCH_ACTIONS as ACTIONS, CHEAPEST, type BatchAction } from '../../batches/shape.ts';
import { shippingDeps } from '../../shipping/deps.ts';
import { orgHome, seeOther } from '../layout/page.ts';
import { consoleContext, formField, formFields } from '../session/context.ts';
import { checkQueryForm } from '../session/form.ts';
import { parseShippingChoice } from '../pack/choice.ts';

/** The form's query refused by its schema: each field named inside `query` (`query.order_number`), as the API does. */
function inQuery(err: ApiError): ApiError {
  const errors: FieldErrors = {};
  for (const [field, messages] of Object.entries(err.errors ?? { '': [err.message] })) errors[field ? `query.${field}` : 'query'] = messages;
  return invalidFields(errors);
}

export default function register(app: App) {
  const deps = shippingDeps(app);
  app.post('/orders/batches/', { config: { consoleAbility: 'ship' } }, async (request, reply) => {
    const c = consoleContext(request);
    const action = formField(request.body, 'action');
    if (!(ACTIONS as readonly string[]).includes(action)) throw invalidField('action', `Pick one of ${ACTIONS.join(', ')}.`);
    let source: BatchSource;
    if (formField(request.body, 'all') === '1') {
      const text = formField(request.body, 'query');
      let query: ExportQuery;
      try {
        query = checkQueryForm(OrderFilterQuery, Object.fromEntries(new URLSearchParams(text))) as unknown as ExportQuery;
      } catch (err) {
        throw err instanceof ApiError ? inQuery(err) : err;
      }
      source = { kind: 'query', text, query };
    } else {
      const keys = formFields(request.body, 'order');
      if (keys.length === 0) throw invalidField('order', 'Select at least one order, or all the matching ones.');
      const ids = keys.map((k) => decodeId(k));
      if (ids.some((id) => id === null)) throw invalidField('order', 'An order of the selection is not one of this organization.');
      source = { kind: 'orders', orderIds: ids as number[] };
    }
    const choice = action === 'labels' ? parseShippingChoice(formField(request.body, 'choice') || 'cheapest', 'choice') : null;
    const labels = action === 'labels' ? { accountId: choice?.accountId ?? null, service: choice?.service ?? CHEAPEST, format: 'pdf', size: '4x6' } as const : null;
    const batch = await createBatch(deps, c.org, { action: action as BatchAction, source, labels });
    return seeOther(reply, `${orgHome(c.org.pk)}batches/${encodeId(batch.id)}/`);
  });
}
