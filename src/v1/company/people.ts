/** v1 company_license_keys and company_members (people-shape.ts says what they share): one file per operation. */
import type { App } from '../../app-types.ts';
import listKeys from './license-keys-list.ts';
import getKey from './license-keys-get.ts';
import listMembers from './members-list.ts';
import getMember from './members-get.ts';

export default async function peopleRoutes(app: App) {
  listKeys(app);
  getKey(app);
  listMembers(app);
  getMember(app);
}
