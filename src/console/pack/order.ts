/**
 * The pack page of one order, `GET /console/orgs/:org_pk/pack/orders/:order_pk/` (with `?counted=<item_pk>` or
 * `?closed=<box_pk>` after a scan), and its scans: `POST .../scans/` counts one unit into the current box, refuses a
 * wrong or extra item (the page again with the reason, 409, nothing written), opens another order when the code is
 * its packing slip, and when the box is complete closes it: its label is bought and shown to print.
 */
import type { FastifyReply } from 'fastify';
import type { App } from '../../app-types.ts';
import { ApiError, notFound } from '../../core/errors.ts';
import { decodeId, encodeId } from '../../core/ids.ts';
import { renderOrder } from '../../orders/reading/render.ts';
import { shippingDeps } from '../../shipping/deps.ts';
import { closeBox, ordersOfSlip, packState, scanItem } from '../../shipping/pack/station.ts';
import { sendConsolePage, seeOther } from '../layout/page.ts';
import { chromeOf, consoleContext, formField, type ConsoleContext } from '../session/context.ts';
import { countedText, packOrderBody, packOrderPath, refusalText, type PackPageView } from './view.ts';
import { ShippingRefusal } from '../../shipping/refusals.ts';
import { consoleShippingWords } from '../orders/label-refusals.ts';
import { domainRefusalError } from '../../http/domain-refusals.ts';

const SHIP = { config: { consoleAbility: 'ship' as const } };

export default function register(app: App) {
  const deps = shippingDeps(app);

  async function sendPackPage(reply: FastifyReply, c: ConsoleContext, status: number, extra: Pick<PackPageView, 'message' | 'closedBoxId'>) {
    const orderId = c.keys.order_pk;
    const [state, order] = [await packState(app.db, c.org.id, orderId), await renderOrder(app.db, c.org, orderId, { boxes: false, items: false })];
    if (!order) throw notFound('order');
    const view: PackPageView = { orgPk: c.org.pk, csrf: c.session.csrf, primaryId: order.primary_id, state, ...extra };
    return sendConsolePage(reply, status, `Pack order ${order.primary_id}`, packOrderBody(view), { ...chromeOf(c, 'pack'), frames: true });
  }

  app.get('/pack/orders/:order_pk/', SHIP, async (request, reply) => {
    const c = consoleContext(request);
    const query = request.query as Record<string, unknown>;
    const closedBoxId = typeof query.closed === 'string' ? decodeId(query.closed) : null;
    const countedId = typeof query.counted === 'string' ? decodeId(query.counted) : null;
    let message: PackPageView['message'];
    if (countedId !== null) {
      const line = (await packState(app.db, c.org.id, c.keys.order_pk)).boxes.flatMap((b) => b.lines).find((l) => l.item_id === countedId);
      if (line) message = { text: countedText(line), error: false };
    }
    if (closedBoxId !== null) message = { text: 'Every item is scanned: the box is closed and its label bought. Print it, then scan the next packing slip.', error: false };
    return sendPackPage(reply, c, 200, { message, closedBoxId });
  });

  app.post('/pack/orders/:order_pk/scans/', SHIP, async (request, reply) => {
    const c = consoleContext(request);
    const orderId = c.keys.order_pk;
    const code = formField(request.body, 'code');
    const result = await scanItem(app.db, c.org.id, orderId, code, c.session.userId);
    if (result.kind === 'refused') {
      // The next packing slip opens its order (what was scanned here is kept).
      if (result.reason === 'unknown' || result.reason === 'all_closed') {
        const slips = await ordersOfSlip(app.db, c.org.id, code);
        if (slips.length === 1 && slips[0]!.id !== orderId) return seeOther(reply, packOrderPath(c.org.pk, slips[0]!.id));
      }
      return sendPackPage(reply, c, 409, { message: { text: refusalText(result), error: true } });
    }
    if (!result.boxComplete) return seeOther(reply, `${packOrderPath(c.org.pk, orderId)}?counted=${encodeId(result.itemId)}`);
    return closeAndShow(reply, c, result.boxId);
  });

  /** Buys the complete box's label; a refusal (no account, no rate, the carrier's) is shown with the counts kept. */
  async function closeAndShow(reply: FastifyReply, c: ConsoleContext, boxId: number) {
    try {
      await closeBox(deps, c.org, c.keys.order_pk, boxId);
    } catch (thrown) {
      const err = thrown instanceof ShippingRefusal ? consoleShippingWords(thrown.refusal) : domainRefusalError(thrown) ?? thrown;
      if (!(err instanceof ApiError) || err.code === 'internal_error') throw err;
      const text = `Every item is scanned, but the label was not bought: ${err.message} Fix it, then press "Close the box and buy its label".`;
      return sendPackPage(reply, c, err.status, { message: { text, error: true } });
    }
    return seeOther(reply, `${packOrderPath(c.org.pk, c.keys.order_pk)}?closed=${encodeId(boxId)}`);
  }

  app.post('/pack/orders/:order_pk/boxes/:box_pk/close/', SHIP, async (request, reply) => {
    const c = consoleContext(request);
    return closeAndShow(reply, c, c.keys.box_pk);
  });
}
