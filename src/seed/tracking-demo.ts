/**
 * The tracking demo (`boxline seed --tracking`): a few orders shipped with UPS, FedEx and USPS whose boxes the
 * scripted adapter tracks (src/carriers/scripted.ts). Their scans play out over about a minute from the moment
 * the worker (`boxline worker`, or `boxline serve` with the in-process worker) first asks about them:
 * acceptance, transit, out for delivery, delivery; so `acceptance-scan` and `order-delivered` subscribers
 * see them arrive. Orders are written like POST orders/ writes them.
 */
import type { Database } from '../db/database.ts';
import { OrderWrite } from '../wire/bodies/orders.ts';
import { createOrder } from '../orders/writing/write.ts';
import { newOrderChange } from './new-order.ts';
import { addScripts, type Script, type ScriptFile } from '../carriers/scripted.ts';
import { asRequestBody, orgContext } from './seed.ts';

interface DemoBox {
  number: string;
  packingCost?: string;
  script: Script['events'];
}

const ATL = 'Atlanta, GA, 30301, US';
const LOU = 'Louisville, KY, 40201, US';
const SPR = 'Springfield, IL, 62701, US';

function demoOrders(stamp: string): { shipVia: string; primaryId: string; boxes: DemoBox[] }[] {
  return [
    {
      shipVia: 'UPS', primaryId: `TRACK-UPS-${stamp}`, boxes: [{
        number: `1ZDEMO${stamp}01`, packingCost: '1.75 USD', script: [
          { after_seconds: 5, status: 'accepted', description: 'Pickup Scan', location: ATL },
          { after_seconds: 20, status: 'in_transit', description: 'Departed from Facility', location: LOU },
          { after_seconds: 40, status: 'out_for_delivery', description: 'Out For Delivery Today', location: SPR },
          { after_seconds: 60, status: 'delivered', description: 'DELIVERED', location: SPR },
        ],
      }],
    },
    {
      shipVia: 'FedEx', primaryId: `TRACK-FEDEX-${stamp}`, boxes: [
        {
          number: `DEMO${stamp}7701`, packingCost: '2.10 USD', script: [
            { after_seconds: 8, status: 'accepted', description: 'Picked up', location: ATL },
            { after_seconds: 25, status: 'in_transit', description: 'Arrived at FedEx location', location: LOU },
            { after_seconds: 50, status: 'delivered', description: 'Delivered', location: SPR },
          ],
        },
        {
          number: `DEMO${stamp}7702`, script: [
            { after_seconds: 10, status: 'accepted', description: 'Picked up', location: ATL },
            { after_seconds: 30, status: 'in_transit', description: 'Departed FedEx location', location: LOU },
            { after_seconds: 45, status: 'out_for_delivery', description: 'On FedEx vehicle for delivery', location: SPR },
            { after_seconds: 65, status: 'delivered', description: 'Delivered', location: SPR },
          ],
        },
      ],
    },
    {
      shipVia: 'USPS', primaryId: `TRACK-USPS-${stamp}`, boxes: [{
        number: `9400DEMO${stamp}03`, packingCost: '0.95 USD', script: [
          { after_seconds: 6, status: 'accepted', description: 'USPS picked up item', location: ATL },
          { after_seconds: 22, status: 'in_transit', description: 'Departed USPS Regional Facility', location: LOU },
          { after_seconds: 35, status: 'exception', description: 'Notice Left (No Authorized Recipient Available)', location: SPR },
          { after_seconds: 48, status: 'out_for_delivery', description: 'Out for Delivery', location: SPR },
          { after_seconds: 58, status: 'delivered', description: 'Delivered, In/At Mailbox', location: SPR },
        ],
      }],
    },
  ];
}

export interface TrackingDemoResult {
  orders: number;
  boxes: number;
  scriptFile: string;
}

export async function seedTrackingDemo(db: Database, orgId: number, scriptFile: string, now = new Date()): Promise<TrackingDemoResult> {
  const org = orgContext(orgId);
  const stamp = now.getTime().toString(36).toUpperCase();
  const orders = demoOrders(stamp);
  const scripts: ScriptFile = {};
  await db.transaction(async (tx) => {
    for (const o of orders) {
      const body = {
        primary_id: o.primaryId,
        shipping: { ship_via: o.shipVia, ship_type: 'Ground', ship_to: { first_name: 'Ada', last_name: 'Lovelace', address_1: '1 Main St', city: 'Springfield', region: 'IL', post_code: '62701', country: 'US' } },
        billing: { tax: '1.20 USD' },
        boxes: o.boxes.map((b) => ({
          tracking_number: b.number,
          ship_cost: '9.80 USD',
          ...(b.packingCost ? { custom_fields: { PACKING_GROUP_TRANSACTION_AMOUNT: { value: b.packingCost } } } : {}),
          items: [{ quantity: 1, part_number: 'DEMO-1', description: 'Demo widget', unit_price: '19.00 USD', unit_weight: '1 lbs' }],
        })),
      };
      await createOrder(tx, org, newOrderChange(asRequestBody(OrderWrite, body, 'order')));
      for (const b of o.boxes) scripts[b.number] = { events: b.script };
    }
  });
  // The scripts go in after the orders are committed; the worker finds them on its next round.
  await addScripts(scriptFile, scripts);
  return { orders: orders.length, boxes: Object.keys(scripts).length, scriptFile };
}
