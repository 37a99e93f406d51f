/** The wallet sub-account routes' path params (bodies and answers, from the catalogue: src/money/wallet/schemas.ts). */
import { Type } from 'typebox';
import { PathKey } from '../../core/schema.ts';

export const SubaccountListParams = Type.Object({ org_pk: PathKey });
export const SubaccountParams = Type.Object({ org_pk: PathKey, subaccount_pk: PathKey });
