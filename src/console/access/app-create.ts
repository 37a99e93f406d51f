/** `POST /console/orgs/:org_pk/access/apps/`: registers an OAuth2 app; its client secret is shown once. */
import type { App } from '../../app-types.ts';
import { invalidFields, type FieldErrors } from '../../core/errors.ts';
import { APP_NAME, APP_REDIRECT_URIS, createClient, redirectUriProblem } from '../../oauth/clients.ts';
import { checkForm } from '../session/form.ts';
import { Type } from 'typebox';

/** The API's rules for an app's name and redirect URIs (v2's POST /apps/). */
const APP_FORM = Type.Object({ name: APP_NAME, redirect_uris: APP_REDIRECT_URIS });
import { ALL_SCOPES } from '../../auth/scopes.ts';
import { h, orgHome, sendConsolePage } from '../layout/page.ts';
import { chromeOf, consoleContext, formField } from '../session/context.ts';
import { chosenScopes } from './tokens.ts';

export default function register(app: App) {
  app.post('/access/apps/', async (request, reply) => {
    const c = consoleContext(request);
    const name = formField(request.body, 'name').trim();
    const redirectUris = [...new Set(formField(request.body, 'redirect_uris').split(/\r?\n/).map((u) => u.trim()).filter(Boolean))];
    const chosen = chosenScopes(request.body, 'scope');
    checkForm(APP_FORM, { name, redirect_uris: redirectUris });
    const errors: FieldErrors = {};
    redirectUris.forEach((u, i) => {
      const problem = redirectUriProblem(u);
      if (problem) errors[`redirect_uris[${i}]`] = [`${u} ${problem}`];
    });
    if (Object.keys(errors).length) throw invalidFields(errors);
    const scopes = chosen.length ? chosen : ALL_SCOPES;
    const { secret, clientId } = await app.db.transaction((tx) => createClient(tx, c.org.id, { name, redirectUris, scopes, createdBy: c.session.userId }));
    const body = `<h1>App registered</h1>
<div class="secret" role="status"><p><strong>${h(name)}</strong> is registered. Copy its client secret now: it is shown only once.</p>
<label for="client_id">Client id</label><input type="text" id="client_id" readonly value="${h(clientId)}">
<label for="client_secret">Client secret</label><input type="text" id="client_secret" readonly value="${h(secret)}" autocomplete="off" spellcheck="false">
<p class="muted">Scopes: ${h(scopes.join(' '))}</p></div>
<p><a href="${h(orgHome(c.org.pk))}access/apps/">Back to apps</a></p>`;
    return sendConsolePage(reply, 201, 'App registered', body, chromeOf(c, 'access'));
  });
}
