/** Small HTML builders the console's pages share: forms with their CSRF field, tables, fields, paging links. */
import { h } from './page.ts';
import { minuteIn } from '../../orgs/time-zone.ts';

/** A POST form carrying the session's CSRF token. */
export function postForm(action: string, csrf: string, inner: string, attrs = ''): string {
  return `<form method="post" action="${h(action)}"${attrs}><input type="hidden" name="csrf_token" value="${h(csrf)}">${inner}</form>`;
}

/** A one-button form (resume, redeliver, revoke, remove). */
export const buttonForm = (action: string, csrf: string, label: string, cls = '', extra = '') =>
  postForm(action, csrf, `${extra}<button type="submit"${cls ? ` class="${cls}"` : ''}>${h(label)}</button>`, ' class="inline-form"');

export function field(id: string, label: string, input: string, hint?: string): string {
  return `<div class="field"><label for="${h(id)}">${h(label)}</label>${input}${hint ? `<div class="muted" id="${h(id)}-hint">${h(hint)}</div>` : ''}</div>`;
}

export const textInput = (id: string, value: string | undefined, type = 'text', attrs = '') =>
  `<input type="${type}" id="${h(id)}" name="${h(id)}" value="${h(value ?? '')}"${attrs}>`;

export function select(id: string, options: [string, string][], value: string | undefined): string {
  return `<select id="${h(id)}" name="${h(id)}">${options.map(([v, label]) =>
    `<option value="${h(v)}"${v === (value ?? '') ? ' selected' : ''}>${h(label)}</option>`).join('')}</select>`;
}

/** A table in a focusable region that scrolls sideways on a phone. `cells` are HTML already escaped. */
export function table(caption: string, headings: string[], rows: string[][], empty = 'Nothing yet.'): string {
  if (rows.length === 0) return `<p class="muted">${h(empty)}</p>`;
  // A last column of actions stays on screen while a wide table scrolls sideways (a phone).
  const actions = headings.at(-1) === 'Actions' ? ' class="with-actions"' : '';
  return `<div class="scroll" role="region" aria-label="${h(caption)}" tabindex="0"><table${actions}><caption class="muted">${h(caption)}</caption>
<thead><tr>${headings.map((t) => `<th scope="col">${h(t)}</th>`).join('')}</tr></thead>
<tbody>${rows.map((r) => `<tr>${r.map((c) => `<td>${c}</td>`).join('')}</tr>`).join('\n')}</tbody></table></div>`;
}

/** Previous/next links for a page of `limit` from `offset` among `count`, keeping the other query values. */
export function pager(path: string, query: Record<string, string | undefined>, offset: number, limit: number, count: number): string {
  const link = (o: number, label: string, rel: string) => {
    const params = new URLSearchParams(Object.entries({ ...query, offset: String(o), limit: String(limit) }).filter(([, v]) => v !== undefined && v !== '') as [string, string][]);
    return `<a href="${h(`${path}?${params}`)}" rel="${rel}">${label}</a>`;
  };
  const parts = [];
  if (offset > 0) parts.push(link(Math.max(0, offset - limit), 'Previous page', 'prev'));
  if (offset + limit < count) parts.push(link(offset + limit, 'Next page', 'next'));
  const shown = count === 0 ? 'none' : `${offset + 1}–${Math.min(count, offset + limit)} of ${count}`;
  return `<nav class="actions" aria-label="Pages"><span class="muted">Showing ${shown}</span>${parts.join(' ')}</nav>`;
}

/**
 * "2026-11-27 18:03" from a timestamp text, in the organization's time zone and to the minute (the `datetime`
 * attribute keeps the instant, the title names the zone), or an em dash.
 */
export function when(value: string | null | undefined, timeZone: string): string {
  if (!value) return '—';
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return h(value);
  return `<time datetime="${h(d.toISOString())}" title="${h(timeZone)}">${minuteIn(timeZone, d)}</time>`;
}

/** A notice (`role="status"`) or an error (`role="alert"`) at the top of a page. */
export const notice = (text: string | undefined) => (text ? `<p class="notice" role="status">${h(text)}</p>` : '');
export const problem = (text: string | undefined) => (text ? `<p class="error" role="alert">${h(text)}</p>` : '');
