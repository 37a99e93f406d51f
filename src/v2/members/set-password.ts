import { Type } from 'typebox';
import type { App } from '../../app-types.ts';
import { forbidden, invalidField, notFound } from '../../core/errors.ts';
import { PathKey } from '../../core/schema.ts';
import { passwordProblem } from '../../oauth/passwords.ts';
import { setPasswordOfMember } from '../../oauth/members.ts';

export default function register(app: App) {
  app.put('/orgs/:org_pk/members/:member_pk/password/', {
    config: { scope: 'account' },
    schema: {
      tags: ['Members'],
      summary: "Set a member's password (owners only)",
      description:
        'The member signs in with it on the OAuth2 authorize page (`/api/v1/oauth2/authorize`). At least 8 characters; stored ' +
        'as a scrypt hash. Ends the member\'s login sessions.',
      params: Type.Object({ org_pk: PathKey, member_pk: PathKey }),
      body: Type.Object({ password: Type.String({ minLength: 1 }) }),
      response: { 204: Type.Null() },
    },
    handler: async (request, reply) => {
      if (request.org.role !== 'owner') throw forbidden('Only owners set the passwords of members.');
      const problem = passwordProblem(request.body.password);
      if (problem) throw invalidField('password', problem);
      if (!(await setPasswordOfMember(app.db, request.org.id, request.keys.member_pk, request.body.password))) throw notFound('member');
      return reply.code(204).send(null);
    },
  });
}
