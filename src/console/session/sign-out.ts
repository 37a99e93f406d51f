/** `POST /console/sign-out`: ends the login session (the CSRF token of the session must come with it). */
import type { App } from '../../app-types.ts';
import { currentSession, endSession, sameToken } from '../../oauth/sessions.ts';
import { seeOther } from '../layout/page.ts';
import { forbiddenPage, formField } from './context.ts';

export default function register(app: App) {
  app.post('/sign-out', async (request, reply) => {
    const session = await currentSession(app.db, request);
    if (!session) return seeOther(reply, '/console/sign-in');
    if (!sameToken(formField(request.body, 'csrf_token'), session.csrf)) throw forbiddenPage('The form has expired. Reload the page and try again.');
    await endSession(app.db, request, reply, session);
    return seeOther(reply, '/console/sign-in');
  });
}
