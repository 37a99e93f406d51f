/** OAuth2: the authorize page and the token endpoint under /api/v1/oauth2/ (apps' v2 routes live in src/v2/apps/). */
import type { App } from '../app-types.ts';
import authorize from './authorize.ts';
import token from './token.ts';

export default async function oauthRoutes(app: App) {
  authorize(app);
  token(app);
}
