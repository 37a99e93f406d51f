/**
 * The organization's default shipping choice on the pack station's start page: what its labels are bought with
 * (src/shipping/default-choice.ts), and for owners and admins a form to change it, `POST /console/orgs/:org_pk/pack/default/`
 * (the same checks as the carrier account's PATCH of `is_default` and `default_service`, docs/shipping.md).
 */
import type { App } from '../../app-types.ts';
import { setDefaultAccount } from '../../shipping/accounts/service.ts';
import type { CarrierAccountRow } from '../../shipping/accounts/queries.ts';
import { shippingDeps } from '../../shipping/deps.ts';
import { h, seeOther } from '../layout/page.ts';
import { field, postForm, select } from '../layout/html.ts';
import { consoleContext, formField, type ConsoleContext } from '../session/context.ts';
import { packHome } from './view.ts';
import { EVERY_ACCOUNT, parseShippingChoice, shippingChoiceOptions } from './choice.ts';

/** "Labels are bought with ..." and, for owners and admins, the form that changes it. */
export function defaultChoiceSection(c: ConsoleContext, accounts: CarrierAccountRow[]): string {
  const chosen = accounts.find((a) => a.is_default);
  const now = accounts.length === 0 ? 'There is no carrier account yet: add one over the API (docs/shipping.md) before packing.'
    : chosen ? `Labels are bought with ${chosen.name}, ${chosen.default_service ?? 'its cheapest service for each box'}.`
      : 'Labels are bought at the cheapest rate of every carrier account (no default account is set).';
  const batches = accounts.length === 0 ? '' : '<p class="muted">An order in a labels batch is labelled with that batch\'s account and service instead.</p>';
  if (!c.canWrite || accounts.length === 0) return `<p>${h(now)}</p>${batches}`;
  const options = shippingChoiceOptions(accounts, 'No default: the cheapest rate of every account');
  const current = chosen ? `${chosen.id}:${chosen.default_service ?? ''}` : EVERY_ACCOUNT;
  return `<p>${h(now)}</p>${batches}${postForm(`${packHome(c.org.pk)}default/`, c.session.csrf,
    `<div class="inline">${field('default-choice', 'Default account and service', select('choice', options, current).replace('id="choice"', 'id="default-choice"'))}`
    + '<button type="submit">Save the default</button></div>')}`;
}

export default function register(app: App) {
  const deps = shippingDeps(app);
  app.post('/pack/default/', async (request, reply) => {
    const c = consoleContext(request);
    const choice = parseShippingChoice(formField(request.body, 'choice'), 'choice');
    await app.db.transaction((tx) => setDefaultAccount(tx, c.org.id, choice, deps.sealer));
    return seeOther(reply, `${packHome(c.org.pk)}?done=default`);
  });
}
