/**
 * The server-rendered pages of /api/v1/oauth2/authorize: login, consent, errors and the token page of apps
 * without a redirect URI. No scripts and no external assets: one inline stylesheet allowed by its hash in a
 * strict Content-Security-Policy. Labels on every field, a heading per page, errors announced (`role="alert"`),
 * the natural focus order, and a layout that fits a phone (viewport meta, fluid width, large targets).
 */
import { createHash } from 'node:crypto';
import type { FastifyReply } from 'fastify';

const CSS = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1b1f24;background:#f3f5f7}
main{max-width:28rem;margin:2rem auto;padding:1.5rem;background:#fff;border:1px solid #d0d7de;border-radius:8px}
h1{font-size:1.35rem;margin:0 0 1rem}
p,ul{margin:0 0 1rem}
label{display:block;font-weight:600;margin:0 0 .25rem}
input[type=email],input[type=password],input[type=text]{width:100%;font:inherit;padding:.6rem;border:1px solid #57606a;border-radius:6px;margin:0 0 1rem}
button{font:inherit;min-height:44px;padding:.6rem 1.2rem;border-radius:6px;border:1px solid #1b1f24;background:#fff;color:#1b1f24;cursor:pointer}
button.primary{background:#0b5cad;border-color:#0b5cad;color:#fff}
button:focus-visible,input:focus-visible{outline:3px solid #f5a623;outline-offset:2px}
.actions{display:flex;flex-wrap:wrap;gap:.75rem;margin-top:1rem}
.error{color:#a40e26;background:#fff0f0;border:1px solid #a40e26;border-radius:6px;padding:.6rem}
.scopes li{margin:.25rem 0}
.muted{color:#57606a;font-size:.9rem}
.account{margin-top:1.5rem;padding-top:1rem;border-top:1px solid #d0d7de}
code{word-break:break-all;background:#f3f5f7;padding:.1rem .3rem;border-radius:4px}
@media (max-width:30rem){main{margin:0;border:0;border-radius:0;min-height:100vh}}
`;
const CSS_HASH = createHash('sha256').update(CSS).digest('base64');

export const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** Where the page's forms may go: this server, and the app's redirect URI (a form's redirect is checked too). */
function formAction(redirectUri: string | null): string {
  if (!redirectUri) return "'self'";
  try {
    const url = new URL(redirectUri);
    return `'self' ${url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : url.protocol}`;
  } catch {
    return "'self'";
  }
}

export function sendPage(reply: FastifyReply, status: number, title: string, body: string, redirectUri: string | null = null): FastifyReply {
  reply
    .code(status)
    .header('Content-Type', 'text/html; charset=utf-8')
    .header('Content-Security-Policy',
      `default-src 'none'; style-src 'sha256-${CSS_HASH}'; img-src 'none'; form-action ${formAction(redirectUri)}; frame-ancestors 'none'; base-uri 'none'`)
    .header('X-Frame-Options', 'DENY')
    .header('X-Content-Type-Options', 'nosniff')
    .header('Referrer-Policy', 'no-referrer')
    .header('Cache-Control', 'no-store');
  return reply.send(`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Boxline</title>
<style>${CSS}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`);
}

/** Hidden inputs carrying the authorization request through a form. */
export const hiddenFields = (fields: Record<string, string | undefined>) =>
  Object.entries(fields)
    .filter(([, v]) => v !== undefined && v !== '')
    .map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v!)}">`)
    .join('\n');

/** The login form; the console shares it with its own `action`, intro text and hidden fields (src/console/session/). */
export function loginPage(opts: {
  appName: string; orgName: string; csrf: string; params: Record<string, string | undefined>; email?: string; error?: string;
  action?: string; intro?: string; hidden?: Record<string, string | undefined>;
}): string {
  const error = opts.error ? `<p class="error" id="login-error" role="alert">${escapeHtml(opts.error)}</p>` : '';
  const described = opts.error ? ' aria-describedby="login-error"' : '';
  return `<h1>Sign in to Boxline</h1>
<p>${opts.intro === undefined
    ? `<strong>${escapeHtml(opts.appName)}</strong> wants to use your account in <strong>${escapeHtml(opts.orgName)}</strong>. Sign in to continue.`
    : escapeHtml(opts.intro)}</p>
${error}
<form method="post" action="${escapeHtml(opts.action ?? '/api/v1/oauth2/authorize')}" novalidate>
${hiddenFields(opts.hidden ?? { action: 'login' })}
<input type="hidden" name="csrf_token" value="${escapeHtml(opts.csrf)}">
${hiddenFields(opts.params)}
<label for="email">E-mail address</label>
<input type="email" id="email" name="email" autocomplete="username" required autofocus value="${escapeHtml(opts.email ?? '')}"${described}>
<label for="password">Password</label>
<input type="password" id="password" name="password" autocomplete="current-password" required${described}>
<div class="actions"><button type="submit" class="primary">Sign in</button></div>
</form>`;
}

export function consentPage(opts: {
  appName: string; orgName: string; email: string; scopes: { scope: string; words: string; readOnly: boolean }[];
  csrf: string; params: Record<string, string | undefined>; redirectUri: string | null;
}): string {
  const items = opts.scopes.map((s) => `<li>${escapeHtml(s.words)}${s.readOnly ? ' <strong>(read only)</strong>' : ''} <span class="muted">(${escapeHtml(s.scope)})</span></li>`).join('\n');
  const where = opts.redirectUri
    ? `<p class="muted">Allowing sends you back to <code>${escapeHtml(opts.redirectUri)}</code>.</p>`
    : '<p class="muted">This app has no redirect address: the token is shown on the next page.</p>';
  return `<h1>Allow ${escapeHtml(opts.appName)}?</h1>
<p><strong>${escapeHtml(opts.appName)}</strong> asks to access the organization <strong>${escapeHtml(opts.orgName)}</strong> on your behalf. It will be able to:</p>
<ul class="scopes" aria-label="Requested permissions">
${items}
</ul>
${where}
<form method="post" action="/api/v1/oauth2/authorize">
<input type="hidden" name="action" value="consent">
<input type="hidden" name="csrf_token" value="${escapeHtml(opts.csrf)}">
${hiddenFields(opts.params)}
<div class="actions">
<button type="submit" name="decision" value="allow" class="primary">Allow</button>
<button type="submit" name="decision" value="deny">Deny</button>
</div>
</form>
<form method="post" action="/api/v1/oauth2/authorize">
<input type="hidden" name="action" value="logout">
<input type="hidden" name="csrf_token" value="${escapeHtml(opts.csrf)}">
${hiddenFields(opts.params)}
<p class="muted account">Signed in as ${escapeHtml(opts.email)}. <button type="submit">Use another account</button></p>
</form>`;
}

export function errorPage(title: string, message: string, extra = ''): string {
  return `<h1>${escapeHtml(title)}</h1>
<p class="error" role="alert">${escapeHtml(message)}</p>
${extra}`;
}

export function tokenPage(opts: { appName: string; token: string; expiresIn: number; scope: string; state?: string }): string {
  return `<h1>${escapeHtml(opts.appName)} is allowed</h1>
<p>Copy this access token into ${escapeHtml(opts.appName)}. It is shown only once and expires in ${Math.round(opts.expiresIn / 60)} minutes.</p>
<label for="token">Access token</label>
<input type="text" id="token" readonly value="${escapeHtml(opts.token)}" autocomplete="off" spellcheck="false">
<p class="muted">Scopes: ${escapeHtml(opts.scope)}${opts.state ? `. State: <code>${escapeHtml(opts.state)}</code>` : ''}</p>`;
}
