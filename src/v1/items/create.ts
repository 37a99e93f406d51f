import { Type } from 'typebox';
import type { App } from '../../app-types.ts';
import { invalidField } from '../../core/errors.ts';
import { PathKey } from '../../core/schema.ts';
import { v1RefAt } from '../../http/refs.ts';
import type { OrgRef } from '../../orgs/ref.ts';
import { sendV1, V1_TAGS, V1OneQuery } from '../shape.ts';
import { V1Item } from '../orders/schemas.ts';
import { V1ItemInput } from '../orders/input.ts';
import { addItem } from '../boxes/write.ts';
import { renderV1Item } from './render.ts';

/** `box` of a POST /api/v1/items/ body: a resource_uri (`/api/v1/boxes/7/`) or an id. */
function boxOfBody(box: unknown): number {
  if (box === undefined) throw invalidField('box', 'is required');
  return v1RefAt('box', box, 'box');
}

/** Adding an item to a box: POST /api/v1/items/ (`box` in the body) or POST /api/v1/boxes/{box}/items/. */
export default function register(app: App) {
  const create = async (org: OrgRef, boxId: number, body: Record<string, unknown>) =>
    app.db.transaction(async (tx) => renderV1Item(tx, org.id, await addItem(tx, org, boxId, body)));

  app.post('/items/', {
    config: { scope: 'order', v1: true },
    schema: {
      tags: V1_TAGS, summary: 'Add an item to a box (v1)', description: '`box` (resource_uri or id) is required. Answers 201 with `Location`.',
      querystring: V1OneQuery, body: V1ItemInput, response: { 201: V1Item },
    },
    handler: async (request, reply) => {
      const item = await create(request.org, boxOfBody(request.body.box), request.body as Record<string, unknown>);
      return sendV1(request, reply.header('Location', item.resource_uri as string), 201, item);
    },
  });

  app.post('/boxes/:box_pk/items/', {
    config: { scope: 'order', v1: true },
    schema: {
      tags: V1_TAGS, summary: 'Add an item to this box (v1)', description: 'Answers 201 with `Location`.',
      params: Type.Object({ box_pk: PathKey }), querystring: V1OneQuery, body: V1ItemInput, response: { 201: V1Item },
    },
    handler: async (request, reply) => {
      const item = await create(request.org, request.keys.box_pk, request.body as Record<string, unknown>);
      return sendV1(request, reply.header('Location', item.resource_uri as string), 201, item);
    },
  });
}
