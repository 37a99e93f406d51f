import { Type } from 'typebox';
import { PathKey } from '../../../core/schema.ts';

export const DeliveryParams = Type.Object({ org_pk: PathKey, webhook_pk: PathKey, delivery_pk: PathKey });
