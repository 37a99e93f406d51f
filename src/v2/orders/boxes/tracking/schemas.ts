import { Type } from 'typebox';
import { PathKey } from '../../../../core/schema.ts';

export const TrackingParams = Type.Object({ org_pk: PathKey, order_pk: PathKey, box_pk: PathKey, tracking_pk: PathKey });
