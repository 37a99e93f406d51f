/** Where the server listens (HOST) and where people reach it (PUBLIC_URL, the base of the links it makes for people). */
import { isIP } from 'node:net';
import { ConfigError, type Env } from './config-readers.ts';

/** An IP address or a host name (its letters, digits, hyphens and dots); whether it is this machine's, listening tells. */
export function host(env: Env): string {
  const raw = env.HOST || '127.0.0.1';
  const name = /^[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?(\.[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*\.?$/;
  if (!isIP(raw) && !(raw.length <= 253 && name.test(raw))) throw new ConfigError(`HOST must be an IP address or a host name, got "${raw}"`);
  return raw;
}

/** PUBLIC_URL: an origin (http or https, no path), or null when unset. */
export function publicUrl(env: Env): string | null {
  const raw = (env.PUBLIC_URL ?? '').trim();
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`PUBLIC_URL must be an http or https URL like https://boxline.example.com, got "${raw}"`);
  }
  if (!/^https?:$/.test(url.protocol) || url.username || url.password || url.search || url.hash || url.pathname !== '/') {
    throw new ConfigError(`PUBLIC_URL must be an origin (http or https, a host, a port if needed, no path), got "${raw}"`);
  }
  return url.origin;
}

/** Where people reach this server: PUBLIC_URL, or else the address it listens on. */
export function publicBaseUrl(config: { publicUrl: string | null; host: string; port: number }): string {
  return config.publicUrl ?? `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${config.port}`;
}
