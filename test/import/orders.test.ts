// Converting a source order refuses as data (ImportRefusal `order_fields`, src/import/refusals.ts): the presets the
// import did not bring and the values the field mechanism refused, in the order found, so that the report's line
// names them as POST orders/ would (src/import/refusal-words.ts). The whole run: test/import/import.test.ts.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { prepareOrders } from '../../src/import/orders.ts';
import { importRefusalFields } from '../../src/import/refusal-words.ts';
import { describeProblem } from '../../src/import/validate.ts';
import { ImportRefusal, type ImportRefusalReason } from '../../src/import/refusals.ts';

const said = (detail: string) => ({ reason: 'view_refused', values: { detail } }) as const;

const SOURCE = 'https://source.example/api/v2/orgs/AB/';
const preset = (n: number) => `${SOURCE}packaging/${n}/`;

describe('converting a source order: the refusals', () => {
  it('words the parts in the order found: a preset not imported before its box\'s fields, the fields as the mechanism wrote them', () => {
    const refusal: ImportRefusalReason = { kind: 'order_fields', parts: [
      { kind: 'field_rules', errors: { 'boxes[0].weight': [said('must be a weight')] } },
      { kind: 'invalid', fields: [{ path: 'boxes[1].packaging', reason: 'preset_not_imported', values: { url: preset(2) } }] },
      { kind: 'field_rules', errors: { 'boxes[1].weight': [said('must be a weight')] } },
    ] };
    assert.deepEqual(Object.entries(importRefusalFields(refusal)), [
      ['boxes[0].weight', ['must be a weight']], ['boxes[1].packaging', [`the packaging preset ${preset(2)} was not imported`]],
      ['boxes[1].weight', ['must be a weight']],
    ]);
    assert.equal(describeProblem(new ImportRefusal(refusal)),
      `boxes[0].weight: must be a weight; boxes[1].packaging: the packaging preset ${preset(2)} was not imported; boxes[1].weight: must be a weight`);
  });

  it('reports an order whose boxes use presets the import did not bring, naming each box, and converts the rest', async () => {
    const ctx = { org: { id: 1 }, source: SOURCE, presets: new Map([[preset(1), 10]]), notify: false };
    const order = (n: number, boxes: object[]) => ({ url: `${SOURCE}orders/${n}/`, primary_id: `IMP-${n}`, boxes });
    const page = await prepareOrders(ctx, [
      order(1, [{ packaging: { url: preset(2) } }, { packaging: { url: preset(1) } }, { packaging: { url: preset(3) } }]),
      order(2, [{ packaging: { url: preset(1) } }]),
    ]);
    const [refused, written] = page.orders;
    assert.equal('problem' in refused! && refused.problem,
      `boxes[0].packaging: the packaging preset ${preset(2)} was not imported; boxes[2].packaging: the packaging preset ${preset(3)} was not imported`);
    assert.ok(!('problem' in written!), 'the other order is converted');
  });

  it('refuses a NUL character anywhere in an order, value or key, as POST orders/ does, and leaves the source orders as they came', async () => {
    const ctx = { org: { id: 1 }, source: SOURCE, presets: new Map<string, number>(), notify: false };
    const item = (description: string) => ({ quantity: 1, description, unit_weight: '1.5 kg', unit_price: '2.50 USD' });
    const sources = [
      { url: `${SOURCE}orders/1/`, primary_id: 'IMP-1', boxes: [{ weight: '2 kg', items: [item('fine'), item('bad\u0000')] }] },
      { url: `${SOURCE}orders/2/`, primary_id: 'IMP-2', custom_fields: { 'k\u0000': 'v' } },
      { url: `${SOURCE}orders/3/`, primary_id: 'IMP-3', boxes: [{ weight: '2 kg', items: [item('fine')] }] },
    ];
    const before = structuredClone(sources);
    const [value, key, written] = (await prepareOrders(ctx, sources)).orders;
    const nul = 'must not contain the NUL character (\\u0000)';
    assert.equal('problem' in value! && value.problem, `boxes[0].items[1].description: ${nul}`);
    assert.equal('problem' in key! && key.problem, `custom_fields.k\u0000: ${nul}`);
    assert.ok(!('problem' in written!), 'the order without one is converted');
    assert.deepEqual(sources, before);
  });
});
