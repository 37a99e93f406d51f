import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { lookup } from 'node:dns/promises';
import { hostname } from 'node:os';
import { guardedLookup, isForbiddenAddress, remoteUrlProblem, urlProblem } from '../../src/events/target-safety.ts';

describe('webhook target safety', () => {
  it('knows private, loopback, link-local, unique-local, CGNAT and metadata addresses', () => {
    for (const address of [
      '127.0.0.1', '127.255.0.9', '10.1.2.3', '172.16.0.1', '172.31.255.255', '192.168.1.1', '169.254.169.254', '169.254.0.1',
      '100.64.0.1', '100.100.100.200', '0.0.0.0', '224.0.0.1', '255.255.255.255', '198.18.0.1',
      '::1', '::', 'fe80::1', 'fc00::1', 'fd00:ec2::254', '::ffff:127.0.0.1', '::ffff:a9fe:a9fe', '64:ff9b::a00:1', '2002:a00:1::1', 'ff02::1',
    ]) assert.ok(isForbiddenAddress(address), address);
    for (const address of ['93.184.215.14', '8.8.8.8', '172.32.0.1', '100.128.0.1', '2606:4700::1111', '::ffff:8.8.8.8']) {
      assert.ok(!isForbiddenAddress(address), address);
    }
  });

  it('refuses non-https and private hosts as written, in every spelling', () => {
    const httpOnly = urlProblem('http://example.com/', false)!;
    assert.match(httpOnly, /^must be an https URL \(a server started with WEBHOOK_ALLOW_PRIVATE_TARGETS=true, for local development only/);
    assert.match(httpOnly, /`boxline listen --forward-to <your local URL>`/, 'it names the forwarding command');
    assert.equal(urlProblem('ftp://example.com/', true), 'must be an http or https URL');
    assert.match(urlProblem('not a url', false)!, /absolute URL/);
    assert.match(urlProblem('https://example.com/hooks#', false)!, /fragment/);
    for (const url of ['https://127.0.0.1/', 'https://[::1]/', 'https://0x7f.1/', 'https://2130706433/', 'https://localhost/',
      'https://api.localhost./', 'https://[::ffff:169.254.169.254]/', 'https://169.254.169.254/latest/meta-data/']) {
      assert.match(urlProblem(url, false)!, /private/, url);
    }
    assert.equal(urlProblem('https://93.184.215.14/hooks/', false), null);
    assert.equal(urlProblem('http://127.0.0.1:9/', true), null, 'allowed when private targets are');
  });

  it('resolves names before saving and refuses those that point inside', async (t) => {
    assert.match((await remoteUrlProblem('https://localhost:8443/', false))!, /private/);
    assert.equal(await remoteUrlProblem('https://93.184.215.14/', false), null);
    // The machine's own name resolves (through /etc/hosts) to a loopback or private address almost everywhere.
    const own = await lookup(hostname(), { all: true }).catch(() => []);
    if (own.length === 0 || !own.every((a) => isForbiddenAddress(a.address))) return t.skip('the host name does not resolve to a private address here');
    assert.match((await remoteUrlProblem(`https://${hostname()}/hooks/`, false))!, /private/);
  });

  it('refuses a connection to a name that resolves to a private address', async () => {
    const error = await new Promise<NodeJS.ErrnoException | null>((resolve) => guardedLookup('localhost', { all: true }, (err) => resolve(err)));
    assert.equal(error?.code, 'ETARGETREFUSED');
    assert.match(error!.message, /localhost resolves to .*private/);
  });
});
