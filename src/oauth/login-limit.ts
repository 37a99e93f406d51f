/**
 * The login rate limit: failed logins are counted per client address and per e-mail address, in this
 * process's memory, over a sliding window; past the limit a login is refused (429 with `Retry-After`) before
 * the password is checked, so guessing costs the guesser time rather than us a scrypt each.
 */
export interface LoginLimiter {
  /** Seconds to wait, or 0 when a login may be tried. */
  retryAfter(keys: string[]): number;
  failed(keys: string[]): void;
  succeeded(keys: string[]): void;
}

export function createLoginLimiter(opts: { maxFailures: number; windowSeconds: number }, now = () => Date.now()): LoginLimiter {
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
        if (list.length >= opts.maxFailures) wait = Math.max(wait, Math.ceil((list[0] + opts.windowSeconds * 1000 - now()) / 1000));
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
