/** A webhook subscription as the domain renders it: the webhook catalogue (src/catalogue/webhook.ts) and url. */
import { Type, type Static } from 'typebox';
import { outputProperties } from '../core/fields/index.ts';
import { WEBHOOK_FIELDS } from '../catalogue/webhook.ts';
import { exampleUrl } from '../core/urls.ts';

export const Webhook = Type.Object({
  url: Type.String({ examples: [exampleUrl('webhooks/3/')] }),
  ...outputProperties(WEBHOOK_FIELDS),
});
export type Webhook = Static<typeof Webhook>;
