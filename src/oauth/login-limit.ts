/**
 * The login rate limit: failed logins are counted per e-mail address (10 in 15 minutes) and per client address
 * (50: an office shares one), in this process's memory, over a sliding window; past the limit a login is refused
 * (429 with `Retry-After`) before the password is checked, so guessing costs the guesser time, not us a scrypt.
 */
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
