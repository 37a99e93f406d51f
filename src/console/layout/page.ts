/**
 * The console's page: one layout for every screen, server-rendered, no scripts and no external assets. Its one
 * stylesheet is inline and allowed by its hash in a strict Content-Security-Policy (as the authorize pages do,
 * src/oauth/pages.ts). A skip link, a heading per page, labels on every field, visible focus, and a layout that
 * fits a phone (fluid width, navigation that wraps, tables that scroll sideways in a focusable region).
 */
import { createHash } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import { escapeHtml } from '../../oauth/pages.ts';
import { roleMay, type ConsoleAbility } from '../../auth/permissions.ts';
import type { Role } from '../../auth/org.ts';

const CSS = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1b1f24;background:#f3f5f7}
a{color:#0b5cad}
.skip{position:absolute;left:-999px;top:0;background:#fff;padding:.5rem 1rem;z-index:2}
.skip:focus{left:.5rem}
header{background:#1b1f24;color:#fff;padding:.5rem 1rem;display:flex;flex-wrap:wrap;gap:.5rem 1.5rem;align-items:center}
header a{color:#fff}
header .muted{color:#d0d7de}
header .brand{font-weight:700;text-decoration:none;margin-right:auto}
header nav ul{list-style:none;display:flex;flex-wrap:wrap;gap:.25rem 1rem;margin:0;padding:0}
header nav a{display:inline-block;padding:.5rem .25rem}
header nav a[aria-current=page]{font-weight:700;text-decoration-thickness:3px}
header form{margin:0}
header button{background:transparent;color:#fff;border-color:#fff}
main{max-width:72rem;margin:1rem auto;padding:1rem 1.25rem;background:#fff;border:1px solid #d0d7de;border-radius:8px}
main.narrow{max-width:28rem}
h1{font-size:1.4rem;margin:0 0 1rem}
h2{font-size:1.15rem;margin:1.5rem 0 .5rem}
p,ul,ol,dl{margin:0 0 1rem}
label{display:block;font-weight:600;margin:0 0 .25rem}
.inline-label{display:inline}
input,select,textarea{font:inherit;padding:.5rem;border:1px solid #57606a;border-radius:6px;max-width:100%;background:#fff;color:#1b1f24}
input[type=email],input[type=password],input[type=text],input[type=url],input[type=search],textarea{width:100%}
textarea{min-height:5rem}
button,.button{font:inherit;min-height:44px;padding:.5rem 1rem;border-radius:6px;border:1px solid #1b1f24;background:#fff;color:#1b1f24;cursor:pointer;text-decoration:none;display:inline-block}
button.primary{background:#0b5cad;border-color:#0b5cad;color:#fff}
button.danger{border-color:#a40e26;color:#a40e26}
a:focus-visible,button:focus-visible,input:focus-visible,select:focus-visible,textarea:focus-visible,[tabindex]:focus-visible{outline:3px solid #f5a623;outline-offset:2px}
.field{margin:0 0 .75rem}
.filters{display:grid;grid-template-columns:repeat(auto-fill,minmax(12rem,1fr));gap:.5rem 1rem;align-items:end;margin:0 0 1rem}
.filters .field{margin:0}
.filters input,.filters select{width:100%}
.inline{display:flex;flex-wrap:wrap;gap:.5rem;align-items:end;margin:0 0 1rem}
.inline .field{margin:0}
.actions{display:flex;flex-wrap:wrap;gap:.75rem;margin:.5rem 0 1rem}
.error{color:#a40e26;background:#fff0f0;border:1px solid #a40e26;border-radius:6px;padding:.6rem}
.notice{background:#eef6ee;border:1px solid #2a7a2a;border-radius:6px;padding:.6rem}
.secret{background:#fff8e1;border:1px solid #9a6700;border-radius:6px;padding:.6rem}
.muted{color:#57606a;font-size:.9rem}
.scroll{overflow-x:auto;margin:0 0 1rem}
.with-actions td:last-child,.with-actions th:last-child{position:sticky;right:0;background:#fff;box-shadow:-1px 0 0 #ccc}
details.more-filters{margin:0 0 1rem}details.more-filters summary{cursor:pointer;padding:.25rem 0;font-weight:600}
table{border-collapse:collapse;width:100%;font-size:.95rem}
th,td{text-align:left;padding:.4rem .5rem;border-bottom:1px solid #d0d7de;vertical-align:top}
th{background:#f6f8fa}
code{word-break:break-all;background:#f3f5f7;padding:.1rem .3rem;border-radius:4px}
.tags{list-style:none;display:flex;flex-wrap:wrap;gap:.5rem;padding:0}
.tags li{display:flex;gap:.25rem;align-items:center;background:#f3f5f7;border:1px solid #d0d7de;border-radius:999px;padding:0 0 0 .75rem}
.tags button{min-height:36px;border-radius:999px;padding:.25rem .6rem}
.timeline{list-style:none;padding:0;border-left:3px solid #d0d7de;margin-left:.5rem}
.timeline li{position:relative;padding:0 0 .75rem 1rem}
.timeline li::before{content:"";position:absolute;left:-.5rem;top:.45rem;width:.7rem;height:.7rem;border-radius:50%;background:#0b5cad}
.grid{display:grid;grid-template-columns:repeat(auto-fit,minmax(16rem,1fr));gap:1rem}
.card{border:1px solid #d0d7de;border-radius:6px;padding:.75rem}
.state-active,.state-delivered{color:#1a7f37}
.state-suspended,.state-failed{color:#a40e26}
dl.pairs{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem}
dl.pairs dt{font-weight:600}
dl.pairs dd{margin:0}
iframe.label{display:block;width:100%;max-width:30rem;height:40rem;border:1px solid #d0d7de;margin:0 0 1rem}
.scan input{min-width:16rem}
@media (max-width:40rem){main{margin:0;border:0;border-radius:0}header{padding:.5rem}dl.pairs{grid-template-columns:1fr}}
`;
const CSS_HASH = createHash('sha256').update(CSS).digest('base64');

export const CONSOLE_CSP =
  `default-src 'none'; style-src 'sha256-${CSS_HASH}'; img-src 'self' data:; form-action 'self'; frame-ancestors 'none'; base-uri 'none'`;

export { escapeHtml };
export const h = escapeHtml;

export interface Chrome {
  /** The organization whose pages the navigation links to (absent on the sign-in and error pages). */
  org?: { pk: string; name: string; role: string };
  /** The signed-in member: the header shows a sign-out button. */
  signedIn?: { email: string; csrf: string };
  /** Which navigation entry is the current page. */
  current?: 'orders' | 'pack' | 'manifests' | 'webhooks' | 'access' | 'money';
  narrow?: boolean;
  /** The page shows the console's own files in frames (the pack station's label): `frame-src 'self'`. */
  frames?: boolean;
}

/** The navigation, each entry with the ability its page needs (src/auth/permissions.ts): a role sees what it may open. */
const NAV: [NonNullable<Chrome['current']>, string, string, ConsoleAbility][] = [
  ['orders', 'Orders', 'orders/', 'read'], ['pack', 'Pack', 'pack/', 'ship'], ['manifests', 'Manifests', 'manifests/', 'ship'],
  ['webhooks', 'Webhooks', 'webhooks/', 'read'],
  ['access', 'Access', 'access/', 'access'], ['money', 'Money', 'money/', 'money'],
];

export const orgHome = (pk: string) => `/console/orgs/${encodeURIComponent(pk)}/`;

function header(chrome: Chrome): string {
  const nav = chrome.org
    ? `<nav aria-label="Console"><ul>${NAV.filter(([, , , ability]) => roleMay(chrome.org!.role as Role, ability)).map(([key, label, path]) =>
      `<li><a href="${orgHome(chrome.org!.pk)}${path}"${chrome.current === key ? ' aria-current="page"' : ''}>${label}</a></li>`).join('')}</ul></nav>`
    : '';
  const who = chrome.signedIn
    ? `<form method="post" action="/console/sign-out"><input type="hidden" name="csrf_token" value="${h(chrome.signedIn.csrf)}">` +
      `<span class="muted">${h(chrome.signedIn.email)}${chrome.org ? ` (${h(chrome.org.role)})` : ''}</span> <button type="submit">Sign out</button></form>`
    : '';
  const brand = chrome.org ? `Boxline · ${h(chrome.org.name)}` : 'Boxline console';
  return `<header><a class="brand" href="${chrome.org ? orgHome(chrome.org.pk) : '/console/'}">${brand}</a>${nav}${who}</header>`;
}

export function sendConsolePage(reply: FastifyReply, status: number, title: string, body: string, chrome: Chrome = {}): FastifyReply {
  reply
    .code(status)
    .header('Content-Type', 'text/html; charset=utf-8')
    .header('Content-Security-Policy', chrome.frames ? `${CONSOLE_CSP}; frame-src 'self'` : CONSOLE_CSP)
    .header('X-Frame-Options', 'DENY')
    .header('X-Content-Type-Options', 'nosniff')
    .header('Referrer-Policy', 'same-origin')
    .header('Cache-Control', 'no-store');
  return reply.send(`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${h(title)} · Boxline console</title>
<style>${CSS}</style>
</head>
<body>
<a class="skip" href="#main">Skip to content</a>
${header(chrome)}
<main id="main" tabindex="-1"${chrome.narrow ? ' class="narrow"' : ''}>
${body}
</main>
</body>
</html>`);
}

/** A 303 to `location` (after a form: the browser GETs the page again). */
export const seeOther = (reply: FastifyReply, location: string) => reply.header('Cache-Control', 'no-store').redirect(location, 303);
