/**
 * A label's ship date is the organization's day, not UTC's: the PDF and the ZPL print it, rates count their delivery
 * dates from it, and a voided label's document says the day it was voided there. The organization's zone is picked
 * so that its date differs from UTC's at the time the test runs (Pago Pago, UTC-11, before 11:00 UTC; Kiritimati,
 * UTC+14, from 10:00 UTC).
 */
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from '../../src/core/sql.ts';
import { dayIn } from '../../src/orgs/time-zone.ts';
import { addBusinessDays } from '../../src/carriers/sandbox/index.ts';
import { createWorld, type TestOrg, type TestWorld } from '../support/app.ts';
import { pdfText } from '../support/barcodes.ts';
import { shippable, type Shippable } from './support.ts';

describe('ship dates in the organization\'s time zone', () => {
  let world: TestWorld;
  let org: TestOrg;
  let s: Shippable;
  let zone: string;

  before(async () => {
    world = await createWorld();
    org = await world.createOrg();
    zone = new Date().getUTCHours() < 10 ? 'Pacific/Pago_Pago' : 'Pacific/Kiritimati';
    await world.db.rows(sql`UPDATE orgs SET time_zone = ${zone} WHERE id = ${org.id}`);
    s = await shippable(world, org);
  });
  after(() => world.close());

  /** The organization's day, checked to differ from UTC's (else the test would prove nothing). */
  const orgDay = () => {
    const now = new Date();
    const day = dayIn(zone, now);
    assert.notEqual(day, dayIn('UTC', now), `${zone} and UTC agree on the date: pick the zone again`);
    return day;
  };
  const fileOf = async (label: { document: string }) => {
    const doc = (await world.request('GET', label.document, { token: org.token })).json();
    return (await world.request('GET', doc.document, { token: org.token })).rawPayload;
  };
  const buy = async (box: string, format: string) => {
    const res = await world.request('POST', `${box}label/`, { token: org.token, body: { carrier_account: s.account, service: 'ground', format } });
    assert.equal(res.statusCode, 201, res.body);
    return res.json();
  };

  it('prints the organization\'s day on a PDF label, and its voided document says the day it was voided there', async () => {
    const day = orgDay();
    const label = await buy(s.boxes[0], 'pdf');
    const text = pdfText(await fileOf(label));
    assert.match(text, new RegExp(`Ship date ${day}\\b`), text);
    const voided = await world.request('DELETE', `${s.boxes[0]}label/`, { token: org.token });
    assert.equal(voided.statusCode, 200, voided.body);
    const doc = (await world.request('GET', label.document, { token: org.token })).json();
    assert.match(doc.purpose, new RegExp(` on ${day}: do not ship with it$`));
  });

  it('prints the organization\'s day on a ZPL label', async () => {
    const day = orgDay();
    const zpl = (await fileOf(await buy(s.boxes[1], 'zpl'))).toString('ascii');
    assert.match(zpl, new RegExp(`\\^FDWEIGHT \\d+ LB {3}ZONE \\d+ {3}SHIP DATE ${day}\\^FS`), zpl);
  });

  it('counts rates\' delivery dates from the organization\'s day', async () => {
    const day = orgDay();
    const res = await world.request('POST', `${s.order}rates/`, { token: org.token, body: {} });
    assert.equal(res.statusCode, 200, res.body);
    const results = res.json().results as { delivery_days: number; estimated_delivery_date: string }[];
    assert.ok(results.length > 0);
    for (const r of results) assert.equal(r.estimated_delivery_date, addBusinessDays(day, r.delivery_days));
  });
});
