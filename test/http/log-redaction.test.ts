// No secret in any log line (issue 41): every way a secret can travel in a URL, on every auth path, with the
// parameter's name spelled in each encoding the query-string parser decodes, and the captured JSON log lines
// (the app's own logger options, at trace level) hold none of the secrets.
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import type { App } from '../../src/app-types.ts';
import { requestLine, SECRET_PARAMETERS } from '../../src/logging.ts';
import { createWorld, type TestOrg, type TestWorld } from '../support/app.ts';
import { loggedApp } from '../support/logged-app.ts';
import { registerApp, pkce } from '../oauth/support.ts';
import { insertInvitation } from '../../src/orgs/invitations.ts';
import { invitationPath, newInvitationToken } from '../../src/console/access/invitation.ts';

/** The spellings of a parameter name that all decode to it. */
function spellings(name: string): string[] {
  const hex = (c: string) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`;
  return [
    name,
    name.toUpperCase(),
    name.replace(/_/g, '%5F'),
    name.replace(/_/g, '%5f'),
    `${hex(name[0])}${name.slice(1)}`,
    `${hex(name[0]).toLowerCase()}${name.slice(1)}`,
    [...name].map(hex).join(''),
    `${name.slice(0, -1)}${hex(name.at(-1)!)}`,
  ];
}

describe('secrets in URLs never reach the log', () => {
  let world: TestWorld;
  let org: TestOrg;
  let app: App;
  let lines: string[] = [];
  let counter = 0;
  const secrets: string[] = [];
  /** A new secret, also sent percent-encoded (a log line could hold either spelling). */
  const secret = () => {
    const value = `S3CR3T${++counter}x${Date.now()}`;
    secrets.push(value);
    return value;
  };

  before(async () => {
    world = await createWorld();
    org = await world.createOrg();
    ({ app, lines } = await loggedApp(world));
  });
  after(async () => {
    await app.close();
    await world.close();
  });

  it('redacts every secret parameter, however its name is spelled, on the API, the token endpoint and the authorize page', async () => {
    const oauthApp = await registerApp(world, org);
    const authorizeQuery = new URLSearchParams({ response_type: 'code', client_id: oauthApp.clientId, redirect_uri: 'https://shop.example/callback', code_challenge: pkce().challenge, code_challenge_method: 'S256' }).toString();
    let requests = 0;
    for (const name of SECRET_PARAMETERS) {
      for (const spelled of spellings(name)) {
        for (const valid of [false, true]) {
          // A real token as the secret where the name carries one: it is accepted, and must still not be logged.
          const value = valid ? org.token : secret();
          const encodedValue = encodeURIComponent(value).replace(/S/g, '%53');
          for (const url of [
            `${org.url}?${spelled}=${value}`,
            `${org.url}orders/?limit=1&${spelled}=${encodedValue}`,
            `/api/v1/orders/?${spelled}=${value}&page=1`,
            `/api/v1/oauth2/token/?${spelled}=${value}`,
            `/api/v1/oauth2/authorize?${authorizeQuery}&${spelled}=${value}`,
          ]) {
            const method = url.includes('/oauth2/token/') ? 'POST' : 'GET';
            await app.inject({ method, url, ...(method === 'POST' ? { payload: `grant_type=client_credentials&${spelled}=${value}`, headers: { 'content-type': 'application/x-www-form-urlencoded' } } : {}) });
            await app.inject({ method: 'POST', url: url.replace(/\?.*/, `?${spelled}=${value}`), payload: `${spelled}=${value}`, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
            requests += 2;
          }
        }
      }
    }
    const log = lines.join('');
    assert.ok(log.includes('"url":"/api/v1/oauth2/token/?'), 'the requests were logged with their URLs');
    assert.ok(lines.length >= requests, `${lines.length} lines for ${requests} requests`);
    for (const value of [...secrets, org.token]) {
      assert.ok(!log.includes(value), `${value} is in the log`);
      assert.ok(!log.includes(encodeURIComponent(value).replace(/S/g, '%53')), `${value}, percent-encoded, is in the log`);
    }
    // The query parser did read these names: a token in `%62earer_token` authenticates.
    assert.equal((await app.inject({ method: 'GET', url: `${org.url}?%62earer_token=${org.token}` })).statusCode, 200);
  });

  it('redacts array and `;` spellings of a secret parameter, and the secret of an invitation link', async () => {
    const value = secret();
    const before = lines.length;
    for (const url of [
      `${org.url}?bearer_token[]=${value}`, `${org.url}?bearer_token[0]=${value}`, `${org.url}?a=1;bearer_token=${value}`,
      `${org.url}?a=1;%62earer_token[]=${value}&b=2`, `/api/v1/orders/?limit=1;access_token=${value}`,
    ]) await app.inject({ method: 'GET', url });
    const { token, hash } = newInvitationToken(org.id);
    await insertInvitation(world.db, org.id, { tokenHash: hash, email: `invited-${Date.now()}@example.test`, role: 'member', createdBy: org.userId, seconds: 600 });
    const link = invitationPath(token);
    const linkSecret = token.replace(/^bxi_\d+_/, '');
    assert.equal((await app.inject({ method: 'GET', url: link })).statusCode, 200, 'the link works');
    await app.inject({ method: 'GET', url: link.replace('bxi_', 'bxi%5F') });
    await app.inject({ method: 'POST', url: `${link}?x=1`, payload: 'password=x', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    const log = lines.slice(before).join('');
    assert.ok(log.includes('/console/invitations/bxi_'), 'the invitation requests were logged');
    for (const hidden of [value, linkSecret]) assert.ok(!log.includes(hidden), `${hidden} is in the log`);
    assert.equal(requestLine('GET', `${link}?a=1`, 200, 1), `GET /console/invitations/bxi_${org.id}_*** ?a=1 200 1.0 ms`.replace(' ?', '?'));
  });

  it('writes the short pretty line with the same redaction', () => {
    for (const name of SECRET_PARAMETERS) {
      for (const spelled of spellings(name)) {
        const line = requestLine('GET', `/x?a=1&${spelled}=TOPSECRET&b=2`, 200, 1);
        assert.equal(line, `GET /x?a=1&${spelled}=***&b=2 200 1.0 ms`);
      }
    }
    assert.equal(requestLine('GET', '/x?bearer_tokens=kept&tokenish=kept', 200, 1), 'GET /x?bearer_tokens=kept&tokenish=kept 200 1.0 ms');
    assert.equal(requestLine('GET', '/x?bearer_token[]=T&a=1;bearer_token=T;q=a%3Bb&Code[x][y]=T', 200, 1), 'GET /x?bearer_token[]=***&a=1;bearer_token=***;q=a%3Bb&Code[x][y]=*** 200 1.0 ms');
  });
});
