/** The org-scoped v2 API. A resource is a folder with an index.ts plugin, added to this list. */
import type { App } from '../app-types.ts';
import orgRoutes from './orgs/index.ts';
import webhookRoutes from './webhooks/index.ts';
import packagingRoutes from './packaging/index.ts';
import productRoutes from './products/index.ts';
import contactRoutes from './contacts/index.ts';
import orderRoutes from './orders/index.ts';
import appRoutes from './apps/index.ts';
import appRelationRoutes from './appstore/index.ts';
import memberRoutes from './members/index.ts';
import documentFileRoutes from './documents/index.ts';
import insuranceRoutes from './insurance/index.ts';
import walletSubaccountRoutes from './wallet-subaccounts/index.ts';
import eventRoutes from './events/index.ts';
import carrierAccountRoutes from './carrier-accounts/index.ts';
import shippingRoutes from './shipping/index.ts';
import batchRoutes from './batches/index.ts';
import packingRoutes from './packing/index.ts';
import manifestRoutes from './manifests/index.ts';
import { OrderRefusal } from '../orders/writing/refusals.ts';
import { orderRefusalError } from './orders/refusals.ts';
import { domainRefusalError } from '../http/domain-refusals.ts';

const RESOURCES: ((app: App) => Promise<void>)[] = [
  orgRoutes, webhookRoutes, packagingRoutes, productRoutes, contactRoutes, orderRoutes, appRoutes, appRelationRoutes, memberRoutes,
  documentFileRoutes, insuranceRoutes, walletSubaccountRoutes, eventRoutes, carrierAccountRoutes, shippingRoutes,
  batchRoutes,
  packingRoutes, manifestRoutes,
];

/** The v2 words of the domain's refusals (src/http/error-handler.ts asks the view of the route). */
function wordRefusal(error: unknown) {
  if (error instanceof OrderRefusal) return orderRefusalError(error.refusal);
  return domainRefusalError(error);
}

export default async function v2Routes(app: App) {
  app.decorate('wordRefusal', wordRefusal);
  for (const resource of RESOURCES) await app.register(resource);
}
