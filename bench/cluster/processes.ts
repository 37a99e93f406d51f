/**
 * The processes of the cluster benchmark (bench/cluster/run.ts): `boxline serve` and `boxline worker` started and
 * stopped, and the nginx configuration that balances the API processes on loopback.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

const BIN = join(import.meta.dirname, '..', '..', 'bin', 'boxline.js');
export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export interface Proc { name: string; child: ChildProcess; output: string }

export function startProcess(name: string, command: string[], env: Record<string, string>): Proc {
  const child = spawn(process.execPath, [BIN, ...command], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const proc: Proc = { name, child, output: '' };
  child.stdout!.on('data', (c) => (proc.output = (proc.output + c).slice(-20000)));
  child.stderr!.on('data', (c) => (proc.output = (proc.output + c).slice(-20000)));
  return proc;
}

export async function waitReady(port: number, ms = 180_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/readyz`)).status === 200) return;
    } catch { /* not yet */ }
    await sleep(100);
  }
  throw new Error(`port ${port} did not become ready`);
}

export async function stopProcess(p: Proc): Promise<void> {
  if (p.child.exitCode !== null || p.child.signalCode !== null) return;
  const exited = new Promise((resolve) => p.child.once('exit', resolve));
  p.child.kill('SIGTERM');
  await Promise.race([exited, sleep(40_000)]);
  if (p.child.exitCode === null && p.child.signalCode === null) p.child.kill('SIGKILL');
}

export function freePorts(n: number): number[] {
  const base = 21000 + Math.floor(Math.random() * 30000);
  return Array.from({ length: n }, (_, i) => base + i);
}

export function nginxConfig(dir: string, listen: number, upstreams: number[]): string {
  for (const d of ['client', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(dir, d), { recursive: true });
  return `
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
${process.getuid?.() === 0 ? 'user root;' : ''}
events { worker_connections 2048; }
http {
  access_log off;
  client_body_temp_path ${dir}/client;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  client_max_body_size 21m;
  upstream boxline {
${upstreams.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=2s;`).join('\n')}
    keepalive 64;
  }
  server {
    listen 127.0.0.1:${listen};
    location / {
      proxy_pass http://boxline;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_next_upstream error timeout;
      proxy_read_timeout 60s;
    }
  }
}
`;
}
