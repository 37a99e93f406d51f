import { formatDateTime } from '../../core/values/datetime.ts';
import type { RelationRow } from '../../oauth/queries.ts';
import type { AppRelation } from './schemas.ts';
import { appRelationUrl, memberUrl } from '../../core/urls.ts';

export function relationJson(r: RelationRow, orgId: number): AppRelation {
  return {
    url: appRelationUrl(orgId, r.access_token),
    access_token: r.access_token,
    app_name: r.app_name,
    name: r.name,
    unique_id: r.unique_id,
    is_configured: r.is_configured,
    created_at: formatDateTime(r.created_at),
    updated_at: formatDateTime(r.updated_at),
    installed_by: r.installed_by === null || r.email === null ? null : {
      url: memberUrl(orgId, r.installed_by),
      email: r.email,
      first_name: r.first_name,
      last_name: r.last_name,
      is_admin: r.role === 'owner' || r.role === 'admin',
      is_owner: r.role === 'owner',
      is_shipper: r.role === 'shipper',
      profile_image: r.avatar,
      websocket_channel_id: r.user_websocket_channel_id ?? '',
      user_websocket_channel_id: r.user_websocket_channel_id ?? '',
      member_websocket_channel_id: r.member_websocket_channel_id,
    },
  };
}
