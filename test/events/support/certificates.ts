/** A throwaway CA and a server certificate for 127.0.0.1 and localhost, made with the openssl command. */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface TestCertificates {
  caFile: string;
  key: string;
  cert: string;
  remove(): void;
}

export function makeTestCertificates(): TestCertificates {
  const dir = mkdtempSync(join(tmpdir(), 'boxline-tls-'));
  const file = (name: string) => join(dir, name);
  const openssl = (...args: string[]) => execFileSync('openssl', args, { stdio: 'pipe' });
  const ec = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'];
  openssl('req', '-x509', ...ec, '-keyout', file('ca.key'), '-out', file('ca.crt'), '-days', '2', '-subj', '/CN=Boxline Test CA',
    '-addext', 'basicConstraints=critical,CA:TRUE', '-addext', 'keyUsage=critical,keyCertSign,cRLSign');
  openssl('req', ...ec, '-keyout', file('server.key'), '-out', file('server.csr'), '-subj', '/CN=127.0.0.1');
  writeFileSync(file('san.ext'), 'subjectAltName=IP:127.0.0.1,DNS:localhost\nextendedKeyUsage=serverAuth\n');
  openssl('x509', '-req', '-in', file('server.csr'), '-CA', file('ca.crt'), '-CAkey', file('ca.key'), '-CAcreateserial',
    '-out', file('server.crt'), '-days', '2', '-extfile', file('san.ext'));
  return {
    caFile: file('ca.crt'),
    key: readFileSync(file('server.key'), 'utf8'),
    cert: readFileSync(file('server.crt'), 'utf8'),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
