import type { App } from '../../app-types.ts';
import setPassword from './set-password.ts';

export default async function memberRoutes(app: App) {
  setPassword(app);
}
