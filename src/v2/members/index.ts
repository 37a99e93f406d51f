import type { App } from '../../app-types.ts';
import get from './get.ts';
import setPassword from './set-password.ts';

export default async function memberRoutes(app: App) {
  get(app);
  setPassword(app);
}
