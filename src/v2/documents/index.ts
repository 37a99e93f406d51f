import type { App } from '../../app-types.ts';
import get from './get.ts';

export default async function documentFileRoutes(app: App) {
  get(app);
}
