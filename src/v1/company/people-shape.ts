/**
 * v1 company_license_keys (codes issued to the company, `boxline license-key create`; meta adds is_company_admin
 * and is_super_user) and company_members (meta adds is_company_admin and is_company_owner; default limit 1000):
 * what their operations share. One file per operation beside this one; index.ts registers them.
 */
import { Type } from 'typebox';
import { PathKey } from '../../core/schema.ts';
import { V1Object, v1Uri } from '../shape.ts';
import type { MemberRow } from '../../orgs/members.ts';

export const KEY_ROUTE = { scope: 'license_key', v1: true } as const;
export const MEMBER_ROUTE = { scope: 'company', v1: true } as const;
export const KeyParams = Type.Object({ license_key_pk: PathKey });
export const MemberParams = Type.Object({ member_pk: PathKey });
export const V1Key = V1Object('A license key: `{id, resource_uri, code}`');
export const V1Member = V1Object('A member: `{avatar, email, id, is_active, is_admin, is_owner, is_superuser, name, resource_uri}`');

export const renderKey = (k: { id: number; code: string }) => ({ id: Number(k.id), code: k.code, resource_uri: v1Uri('company_license_keys', k.id) });

export const renderMember = (m: MemberRow) => ({
  avatar: m.avatar, email: m.email, id: Number(m.id), is_active: m.is_active, is_admin: m.role === 'owner' || m.role === 'admin',
  is_owner: m.role === 'owner', is_superuser: m.is_superuser, name: [m.first_name, m.last_name].filter(Boolean).join(' ') || null,
  resource_uri: v1Uri('company_members', m.id),
});
