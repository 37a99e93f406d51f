/**
 * `GET /console/orgs/:org_pk/access/apps/`: the organization's OAuth2 apps (client id, redirect URIs, scopes), the
 * apps installed in it (app relations: who allowed them, when), and a form to register an app (owners, admins).
 */
import type { App } from '../../app-types.ts';
import { listClients, listRelations } from '../../oauth/queries.ts';
import { publicClientId } from '../../oauth/clients.ts';
import { h, sendConsolePage, orgHome } from '../layout/page.ts';
import { field, postForm, table, textInput, when } from '../layout/html.ts';
import { chromeOf, consoleContext } from '../session/context.ts';
import { accessNav } from './nav.ts';
import { scopeChoices } from './tokens.ts';

export default function register(app: App) {
  app.get('/access/apps/', { config: { consoleAbility: 'access' } }, async (request, reply) => {
    const c = consoleContext(request);
    const page = { limit: 200, offset: 0 };
    const [clients, relations] = await Promise.all([listClients(app.db, c.org.id, page), listRelations(app.db, c.org.id, page)]);
    const appRows = clients.rows.map((a) => [
      h(a.name), `<code>${h(publicClientId(a))}</code>`,
      a.redirect_uris.length ? a.redirect_uris.map((u) => `<code>${h(u)}</code>`).join('<br>') : '<span class="muted">none (token shown on a page)</span>',
      h(a.scopes.join(' ')), when(a.created_at, c.org.timeZone),
    ]);
    const relationRows = relations.rows.map((r) => [h(r.app_name), h(r.email ?? '—'), r.is_configured ? 'yes' : 'no', when(r.created_at, c.org.timeZone), when(r.updated_at, c.org.timeZone)]);
    const create = c.canWrite ? postForm(`${orgHome(c.org.pk)}access/apps/`, c.session.csrf, `<h2>Register an app</h2>
${field('app-name', 'Name', textInput('name', '', 'text', ' required maxlength="255"').replace('id="name"', 'id="app-name"'))}
${field('redirect_uris', 'Redirect URIs, one per line', '<textarea id="redirect_uris" name="redirect_uris" aria-describedby="redirect_uris-hint"></textarea>',
    'https, http on loopback (127.0.0.1, localhost) or a private-use scheme such as com.example.app:/callback. None: the token is shown on a page.')}
${scopeChoices('Scopes the app may ask for', 'scope')}
<button type="submit" class="primary">Register app</button>`) : '';
    const body = `<h1>Access</h1>${accessNav(c.org.pk, 'apps')}
<h2>OAuth2 apps</h2>
${table('OAuth2 apps', ['Name', 'Client id', 'Redirect URIs', 'Scopes', 'Registered'], appRows, 'No apps registered.')}
<h2>Installed apps</h2>
${table('Installed apps', ['App', 'Allowed by', 'Configured', 'Installed', 'Changed'], relationRows, 'No app is installed.')}
${create}`;
    return sendConsolePage(reply, 200, 'Apps', body, chromeOf(c, 'access'));
  });
}
