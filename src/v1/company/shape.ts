/**
 * v1 company: the organizations the token sees (src/orgs/companies.ts). POST makes a new one with the member as
 * its owner; PUT and DELETE need admin rights in it (owner or admin); a member's only company cannot be deleted
 * (403); a `company_id` another company has is a 409. DELETE marks the organization deleted (v2 shows
 * `deleted_at`). One file per operation beside this one; index.ts registers them.
 */
import { Type } from 'typebox';
import { PathKey } from '../../core/schema.ts';
import type { CompanyRow } from '../../orgs/companies.ts';
import { V1Object, v1Time, v1Uri } from '../shape.ts';

export const COMPANY_ROUTE = { scope: 'company', v1: true } as const;
export const CompanyParams = Type.Object({ company_pk: PathKey });
export const V1Company = V1Object('A v1 company: `{id, resource_uri, company_id, name, created_at, updated_at}`');
export const CompanyWrite = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 255, pattern: '\\S' }),
  company_id: Type.Optional(Type.String({ minLength: 1, maxLength: 255, description: 'Unique text key; generated when omitted' })),
});
export const CompanyPut = Type.Object({ name: Type.Optional(CompanyWrite.properties.name), company_id: CompanyWrite.properties.company_id });

export const renderCompany = (row: CompanyRow) => ({
  id: Number(row.id), resource_uri: v1Uri('company', row.id), company_id: row.company_id, name: row.name,
  created_at: v1Time(row.created_at), updated_at: v1Time(row.updated_at),
});

export const isCompanyAdmin = (row: CompanyRow) => row.role === 'owner' || row.role === 'admin';
