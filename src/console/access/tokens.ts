/**
 * `GET /console/orgs/:org_pk/access/tokens/`: the organization's personal API tokens (who, scopes, expiry) with a
 * revoke button, and a form to make one (owners, admins).
 */
import type { App } from '../../app-types.ts';
import { encodeId } from '../../core/ids.ts';
import { SCOPES } from '../../auth/scopes.ts';
import { h, orgHome, sendConsolePage } from '../layout/page.ts';
import { buttonForm, field, notice, postForm, select, table, when } from '../layout/html.ts';
import { chromeOf, consoleContext } from '../session/context.ts';
import { listPersonalTokens } from '../../auth/tokens.ts';
import { accessNav } from './nav.ts';

export const EXPIRIES: [string, string][] = [['30', '30 days'], ['90', '90 days'], ['365', 'a year'], ['7', '7 days'], ['1', '1 day'], ['never', 'never']];

/** Scope checkboxes: each scope with full access or read only. */
export function scopeChoices(legend: string, prefix: string): string {
  const rows = SCOPES.map((s) => `<tr><th scope="row">${h(s)}</th>
<td><input type="radio" id="${prefix}-${s}-none" name="${prefix}:${s}" value="" checked aria-label="${h(s)}: none"></td>
<td><input type="radio" id="${prefix}-${s}-read" name="${prefix}:${s}" value="read" aria-label="${h(s)}: read only"></td>
<td><input type="radio" id="${prefix}-${s}-full" name="${prefix}:${s}" value="full" aria-label="${h(s)}: full"></td></tr>`).join('');
  return `<fieldset><legend>${h(legend)}</legend><div class="scroll" role="region" aria-label="${h(legend)}" tabindex="0"><table>
<thead><tr><th scope="col">Scope</th><th scope="col">None</th><th scope="col">Read only</th><th scope="col">Full</th></tr></thead><tbody>${rows}</tbody></table></div></fieldset>`;
}

/** The scopes chosen in a scopeChoices form (`order`, `contact-read_only`, ...). */
export function chosenScopes(body: unknown, prefix: string): string[] {
  const values = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  return SCOPES.flatMap((s) => {
    const v = values[`${prefix}:${s}`];
    const last = Array.isArray(v) ? v[v.length - 1] : v;
    return last === 'full' ? [s] : last === 'read' ? [`${s}-read_only`] : [];
  });
}

export default function register(app: App) {
  app.get('/access/tokens/', { config: { consoleAbility: 'access' } }, async (request, reply) => {
    const c = consoleContext(request);
    const base = `${orgHome(c.org.pk)}access/tokens/`;
    const tokens = await listPersonalTokens(app.db, c.org.id);
    const rows = tokens.map((t) => [
      `#${t.id}`, h(t.email), h(t.scopes.join(' ')), t.expires_at ? when(t.expires_at, c.org.timeZone) : 'never', when(t.created_at, c.org.timeZone),
      ...(c.canWrite ? [buttonForm(`${base}${encodeId(Number(t.id))}/revoke/`, c.session.csrf, `Revoke token #${t.id}`, 'danger')] : []),
    ]);
    const create = c.canWrite ? postForm(base, c.session.csrf, `<h2>Make a token</h2>
<p class="muted">The token is yours (it acts as you) and works in this organization only. It is shown once.</p>
${scopeChoices('Scopes', 'scope')}
${field('expires', 'Expires after', select('expires', EXPIRIES, '90'))}
<button type="submit" class="primary">Make token</button>`) : '';
    const done = (request.query as Record<string, unknown>).done === 'revoked' ? 'The token was revoked: the API refuses it from now on.' : undefined;
    const body = `<h1>Access</h1>${accessNav(c.org.pk, 'tokens')}${notice(done)}
<h2>API tokens</h2>
${table('API tokens', ['Token', 'Member', 'Scopes', 'Expires', 'Made', ...(c.canWrite ? ['Revoke'] : [])], rows, 'No tokens.')}
${create}`;
    return sendConsolePage(reply, 200, 'API tokens', body, chromeOf(c, 'access'));
  });
}
