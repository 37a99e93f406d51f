/** `POST /console/orgs/:org_pk/access/tokens/`: issues a personal token with the scopes and expiry chosen; shown once. */
import type { App } from '../../app-types.ts';
import { invalidField } from '../../core/errors.ts';
import { issueToken } from '../../auth/tokens.ts';
import { h, orgHome, sendConsolePage } from '../layout/page.ts';
import { chromeOf, consoleContext, formField } from '../session/context.ts';
import { chosenScopes, EXPIRIES } from './tokens.ts';

export default function register(app: App) {
  app.post('/access/tokens/', async (request, reply) => {
    const c = consoleContext(request);
    const scopes = chosenScopes(request.body, 'scope');
    if (scopes.length === 0) throw invalidField('scopes', 'choose at least one scope');
    const expires = formField(request.body, 'expires') || '90';
    if (!EXPIRIES.some(([v]) => v === expires)) throw invalidField('expires', 'choose one of the offered expiries');
    const { token, expiresAt } = await app.db.transaction((tx) => issueToken(tx, {
      userId: c.session.userId, orgId: c.org.id, scopes, expiresInSeconds: expires === 'never' ? null : Number(expires) * 86400,
    }));
    const body = `<h1>Token made</h1>
<div class="secret" role="status"><p>Copy it now: it is shown only once. Send it as <code>Authorization: Bearer &lt;token&gt;</code>.</p>
<label for="token">API token</label>
<input type="text" id="token" readonly value="${h(token)}" autocomplete="off" spellcheck="false">
<p class="muted">Scopes: ${h(scopes.join(' '))}. ${expiresAt ? `Expires ${h(new Date(expiresAt).toISOString().slice(0, 10))}.` : 'Never expires.'}</p></div>
<p><a href="${h(orgHome(c.org.pk))}access/tokens/">Back to API tokens</a></p>`;
    return sendConsolePage(reply, 201, 'Token made', body, chromeOf(c, 'access'));
  });
}
