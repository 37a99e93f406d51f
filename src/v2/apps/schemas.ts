/**
 * OAuth2 apps of an organization. Written as TypeBox here rather than from a field catalogue: two of the fields
 * are lists (`redirect_uris`, `scopes`, text[] columns), a kind the catalogue does not have.
 */
import { Type, type Static } from 'typebox';
import { DateTime, PathKey } from '../../core/schema.ts';
import { APP_NAME, APP_REDIRECT_URIS } from '../../oauth/clients.ts';
import { exampleUrl } from '../../core/urls.ts';

export const AppParams = Type.Object({ org_pk: PathKey, app_pk: PathKey });

const scopesDescription = 'Scopes the app may be granted (space-separated in OAuth2 requests); `<scope>-read_only` limits one to GET. Default: all.';

export const App = Type.Object({
  url: Type.String({ examples: [exampleUrl('apps/2/')] }),
  client_id: Type.String({ examples: ['bxc_1_3f9a0c5e7d214b8a9c6e1f2a3b4c5d6e'] }),
  name: Type.String(),
  redirect_uris: Type.Array(Type.String(), { description: 'Where the authorize page may send the member back; matched exactly.' }),
  scopes: Type.Array(Type.String(), { description: scopesDescription }),
  created_at: DateTime(),
  updated_at: DateTime(),
});
export type App = Static<typeof App>;

export const AppCreated = Type.Object({
  ...App.properties,
  client_secret: Type.String({ description: 'Shown only in this response; stored hashed.' }),
});

const name = APP_NAME;
const redirectUris = APP_REDIRECT_URIS;
const scopes = Type.Array(Type.String(), { minItems: 1, description: scopesDescription });

export const AppCreate = Type.Object({ name, redirect_uris: Type.Optional(redirectUris), scopes: Type.Optional(scopes) });
export const AppPatch = Type.Object({ name: Type.Optional(name), redirect_uris: Type.Optional(redirectUris), scopes: Type.Optional(scopes) });
