/** `POST /console/orgs/:org_pk/orders/:order_pk/notes/`: adds a note, signed by the member, as a change of the order. */
import type { App } from '../../app-types.ts';
import { invalidField } from '../../core/errors.ts';
import { encodeId } from '../../core/ids.ts';
import { applyOrderCommand } from '../../orders/writing/apply.ts';
import { orgHome, seeOther } from '../layout/page.ts';
import { consoleContext, formField } from '../session/context.ts';
import { checkForm } from '../session/form.ts';
import { NOTE_FIELDS } from '../../catalogue/note.ts';
import { inputProperties } from '../../core/fields/index.ts';
import { Type } from 'typebox';

/** The API's rule for a note's content (the note catalogue's, as POST .../notes/ checks it). */
const NOTE_FORM = Type.Object(inputProperties(NOTE_FIELDS.filter((f) => f.key === 'content'), { required: ['content'] }));

export default function register(app: App) {
  app.post('/orders/:order_pk/notes/', async (request, reply) => {
    const c = consoleContext(request);
    const orderId = c.keys.order_pk;
    const content = formField(request.body, 'content');
    if (!content.trim()) throw invalidField('content', 'Write the note first: it must not be blank.');
    checkForm(NOTE_FORM, { content });
    await app.db.transaction((tx) => applyOrderCommand(tx, c.org, {
      type: 'addNote', orderId, fields: { content, agent: 'Boxline console', author: { email: c.session.email } },
    }));
    return seeOther(reply, `${orgHome(c.org.pk)}orders/${encodeId(orderId)}/?done=note#notes`);
  });
}
