/**
 * `GET /console/orgs/:org_pk/access/settings/`: the organization's name and time zone; owners and admins change
 * them with `POST .../access/settings/` (the same domain function and checks as the v2 PATCH of the organization).
 * A refused value shows the form again as typed, with the reason beside the field.
 */
import type { FastifyReply } from 'fastify';
import type { App } from '../../app-types.ts';
import { h, orgHome, seeOther, sendConsolePage } from '../layout/page.ts';
import { field, notice, postForm, problem, select, textInput } from '../layout/html.ts';
import { chromeOf, consoleContext, formField, type ConsoleContext } from '../session/context.ts';
import { updateOrgSettings } from '../../orgs/organizations.ts';
import { canonicalTimeZone, dayIn, minuteIn, timeZoneNames } from '../../orgs/time-zone.ts';
import { accessNav } from './nav.ts';

interface Typed { name: string; time_zone: string; error: string; field: 'name' | 'time_zone' }

function sendSettingsPage(c: ConsoleContext, reply: FastifyReply, done: boolean, typed?: Typed) {
  const self = `${orgHome(c.org.pk)}access/settings/`;
  const zone = typed?.time_zone ?? c.org.timeZone;
  const invalid = (key: Typed['field']) => (typed?.field === key ? ' aria-invalid="true"' : '');
  // A zone set over the API by a name the runtime's list spells otherwise ('Asia/Kolkata') is offered as it is stored.
  const names = timeZoneNames();
  const zones = (names.includes(zone) ? names : [zone, ...names]).map((z): [string, string] => [z, z.replace(/_/g, ' ')]);
  const now = new Date();
  const form = c.canWrite ? postForm(self, c.session.csrf, `${problem(typed?.error)}
${field('name', 'Name', textInput('name', typed?.name ?? c.org.name, 'text', ` required maxlength="255"${invalid('name')}`))}
${field('time_zone', 'Time zone', select('time_zone', zones, zone).replace('<select ', `<select aria-describedby="time_zone-hint"${invalid('time_zone')} `),
    'Dates in the console are shown in it; a manifest\'s ship date is today there.')}
<button type="submit" class="primary">Save settings</button>`) : `<dl class="pairs"><dt>Name</dt><dd>${h(c.org.name)}</dd><dt>Time zone</dt><dd>${h(c.org.timeZone)}</dd></dl>`;
  const body = `<h1>Access</h1>${accessNav(c.org.pk, 'settings')}${notice(done ? 'The settings were saved.' : undefined)}
<h2>Organization settings</h2>
<p>It is now ${h(minuteIn(c.org.timeZone, now))} (${h(dayIn(c.org.timeZone, now))}) in ${h(c.org.timeZone)}.</p>
${form}`;
  return sendConsolePage(reply, typed ? 400 : 200, typed ? 'Check what you entered' : 'Settings', body, chromeOf(c, 'access'));
}

export default function register(app: App) {
  app.get('/access/settings/', { config: { consoleAbility: 'access' } }, async (request, reply) =>
    sendSettingsPage(consoleContext(request), reply, (request.query as Record<string, unknown>).done === 'saved'));

  app.post('/access/settings/', async (request, reply) => {
    const c = consoleContext(request);
    const name = formField(request.body, 'name').trim();
    const typedZone = formField(request.body, 'time_zone');
    const typed = { name, time_zone: typedZone };
    if (name === '' || name.length > 255) return sendSettingsPage(c, reply, false, { ...typed, field: 'name', error: 'Name: must be 1 to 255 characters.' });
    const timeZone = canonicalTimeZone(typedZone);
    if (timeZone === null) {
      return sendSettingsPage(c, reply, false, { ...typed, field: 'time_zone', error: 'Time zone: choose one of the list (an IANA name such as America/Chicago).' });
    }
    await updateOrgSettings(app.db, c.org.id, { name, timeZone });
    return seeOther(reply, `${orgHome(c.org.pk)}access/settings/?done=saved`);
  });
}
