/** App relations: the apps installed in an organization (one per app, made when a member allows it). */
import { Type, type Static } from 'typebox';
import { DateTime, Nullable, PathKey } from '../../core/schema.ts';
import { exampleUrl } from '../../core/urls.ts';

export const RelationParams = Type.Object({
  org_pk: PathKey,
  access_token: Type.String({ description: "The relation's key (not a credential: tokens are stored hashed and never shown again)" }),
});

export const Member = Type.Object({
  url: Type.String({ examples: [exampleUrl('members/3/')] }),
  email: Type.String(),
  first_name: Nullable(Type.String()),
  last_name: Nullable(Type.String()),
  is_admin: Type.Boolean(),
  is_owner: Type.Boolean(),
  is_shipper: Type.Boolean(),
  profile_image: Nullable(Type.String()),
  websocket_channel_id: Type.String(),
  user_websocket_channel_id: Type.String(),
  member_websocket_channel_id: Nullable(Type.String()),
});

export const AppRelation = Type.Object({
  url: Type.String({ examples: [exampleUrl('appstore/app-relations/9d2c.../')] }),
  access_token: Type.String(),
  app_name: Type.String(),
  name: Nullable(Type.String()),
  unique_id: Type.String(),
  is_configured: Type.Boolean(),
  created_at: DateTime(),
  updated_at: DateTime(),
  installed_by: Nullable(Member),
});
export type AppRelation = Static<typeof AppRelation>;

export const RelationPatch = Type.Object({
  name: Type.Optional(Nullable(Type.String({ maxLength: 255 }))),
  installed_by: Type.Optional(Type.Unknown({ description: 'Ignored: sending it (null included) leaves it unchanged.' })),
});
