import { Type } from 'typebox';
import { PathKey } from '../../core/schema.ts';

export const WebhookParams = Type.Object({ org_pk: PathKey, webhook_pk: PathKey });
