import type { App } from '../../../app-types.ts';
import get from './get.ts';
import update from './update.ts';
import remove from './delete.ts';

/** `/contacts/{contact_pk}/addresses/{pk}/`: the url each contact address carries. */
export default function addressRoutes(app: App) {
  get(app);
  update(app);
  remove(app);
}
