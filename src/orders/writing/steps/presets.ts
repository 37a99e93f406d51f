/**
 * A packaging preset's change or delete, a change of every order whose boxes use it: those orders are locked first
 * (in id order, like every order write), then the preset, so that no box starts using it meanwhile; orders that
 * did so before the preset's lock was granted are locked too. A deleted preset's boxes are detached (they keep
 * their own values). The preset's own row is written by packaging (`write`); kept values follow.
 */
import { missing } from '../refusals.ts';
import { detachPreset, lockPreset } from '../rows/boxes.ts';
import { ordersUsingPreset } from '../../reading/boxes/queries.ts';
import type { Planner } from './step.ts';

export const changePreset: Planner<'changePreset'> = async (tx, org, { presetId, remove, write }) => ({
  ids: [],
  missing: 'packaging preset',
  related: await ordersUsingPreset(tx, org.id, presetId),
  async run(changes) {
    if (!(await lockPreset(tx, org.id, presetId))) throw missing('packaging preset');
    await changes.touch(await ordersUsingPreset(tx, org.id, presetId));
    if (remove) await detachPreset(tx, org.id, presetId);
    await write();
  },
});
