/** Carrier accounts and bought labels for the manifest tests (the sandbox carrier, through the API). */
import { decodeId } from '../../src/core/ids.ts';
import type { TestOrg, TestWorld } from '../support/app.ts';
import { ORDER } from '../shipping/support.ts';

export const WORLD_ENV = { WALLET_TOKEN_KEY: 'k'.repeat(40) };
export const idOf = (url: string) => decodeId(url.split('/').filter(Boolean).at(-1)!)!;

export async function sandboxAccount(world: TestWorld, org: TestOrg, name = 'Sandbox'): Promise<string> {
  const res = await world.request('POST', `/api/v2/orgs/${org.pk}/carrier-accounts/`, { token: org.token, body: { carrier: 'sandbox', name } });
  if (res.statusCode !== 201) throw new Error(res.body);
  return res.json().url;
}

let orders = 0;

/** A new order whose first box gets a label bought with `account`; answers the label (as the API shows it). */
export async function boughtLabel(world: TestWorld, org: TestOrg, account: string, service = 'ground') {
  orders += 1;
  const order = await world.request('POST', `/api/v2/orgs/${org.pk}/orders/?expand=boxes`, { token: org.token, body: { ...ORDER, primary_id: `MAN-${orders}` } });
  if (order.statusCode !== 201) throw new Error(order.body);
  const box = order.json().boxes[0].url as string;
  const label = await world.request('POST', `${box}label/`, { token: org.token, body: { carrier_account: account, service } });
  if (label.statusCode !== 201) throw new Error(label.body);
  return { ...label.json(), primary_id: `MAN-${orders}` } as { url: string; box: string; tracking_number: string; primary_id: string };
}
