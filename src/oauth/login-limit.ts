/**
 * The login rate limit: failed logins are counted per e-mail address (10 in 15 minutes) and per client address
 * (50: an office shares one), in this process's memory, over a sliding window; past the limit a login is refused
 * (429 with `Retry-After`) before the password is checked, so guessing costs the guesser time, not us a scrypt.
 * An app has one (`app.signInLimiter`, made in src/app.ts) for every page that checks a password: the authorize
 * page, the console's sign-in and an invitation confirmed with a password count their failures together.
 */
export const LOGIN_MAX_FAILURES = 10;
export const LOGIN_MAX_FAILURES_PER_ADDRESS = 50;
export const LOGIN_WINDOW_SECONDS = 15 * 60;

declare module 'fastify' {
  interface FastifyInstance {
    /** Failed password checks, counted together by the authorize page and the console (made in src/app.ts). */
    signInLimiter: LoginLimiter;
  }
}

export interface LoginLimiter {
  /** Seconds to wait, or 0 when a login may be tried. */
  retryAfter(keys: string[]): number;
  failed(keys: string[]): void;
  succeeded(keys: string[]): void;
}

/** `maxFailures` per key kind (the part before `:`): an address may be shared (an office), so it gets more. */
export function createLoginLimiter(opts: { maxFailures: Record<string, number>; windowSeconds: number }, now = () => Date.now()): LoginLimiter {
  const failures = new Map<string, number[]>();
  const recent = (key: string) => {
    const since = now() - opts.windowSeconds * 1000;
    const list = (failures.get(key) ?? []).filter((t) => t > since);
    if (list.length) failures.set(key, list);
    else failures.delete(key);
    return list;
  };
  return {
    retryAfter(keys) {
      let wait = 0;
      for (const key of keys) {
        const list = recent(key);
        const max = opts.maxFailures[key.slice(0, key.indexOf(':'))] ?? 10;
        if (list.length >= max) wait = Math.max(wait, Math.ceil((list[0] + opts.windowSeconds * 1000 - now()) / 1000));
      }
      return wait;
    },
    failed(keys) {
      if (failures.size > 100_000) failures.clear(); // bounded memory under a flood of made-up names
      for (const key of keys) failures.set(key, [...recent(key), now()]);
    },
    succeeded(keys) {
      for (const key of keys) if (key.startsWith('email:')) failures.delete(key);
    },
  };
}

/** The app's one sign-in limiter, with the numbers above. */
export const createSignInLimiter = (now?: () => number) =>
  createLoginLimiter({ maxFailures: { email: LOGIN_MAX_FAILURES, ip: LOGIN_MAX_FAILURES_PER_ADDRESS }, windowSeconds: LOGIN_WINDOW_SECONDS }, now);

/** The limiter's keys for a check of `email`'s password from `ip` (the address in any case is one key). */
export const signInKeys = (ip: string, email: string) => [`ip:${ip}`, `email:${email.trim().toLowerCase()}`];
