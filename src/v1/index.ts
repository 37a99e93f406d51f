/**
 * The legacy v1 API under /api/v1 (README, "Legacy v1 API"): views over the same rows and catalogues as v2,
 * in tastypie's shapes. Every route is `config.v1`: the guard takes the organization from the token and reads
 * path keys as plain integers; errors are `{"error_message": ...}` (src/http/error-handler.ts).
 */
import type { App } from '../app-types.ts';
import orderRoutes from './orders/index.ts';
import boxRoutes from './boxes/index.ts';
import itemRoutes from './items/index.ts';
import webhookRoutes from './webhooks/index.ts';
import companyRoutes from './company/index.ts';
import companyAddressRoutes from './company/address.ts';
import peopleRoutes from './company/people.ts';
import backupRoutes from './backups/index.ts';

const RESOURCES: ((app: App) => Promise<void>)[] = [orderRoutes, boxRoutes, itemRoutes, webhookRoutes, companyRoutes, companyAddressRoutes, peopleRoutes, backupRoutes];

export default async function v1Routes(app: App) {
  for (const resource of RESOURCES) await app.register(resource);
}
