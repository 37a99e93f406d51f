/**
 * The console's limit of failed password checks (sign-in, and an invitation confirmed with an existing password),
 * one per app, with the authorize page's numbers (src/oauth/authorize.ts): 10 per e-mail address and 50 per
 * client address in 15 minutes.
 */
import { createLoginLimiter, type LoginLimiter } from '../../oauth/login-limit.ts';
import { LOGIN_MAX_FAILURES, LOGIN_MAX_FAILURES_PER_ADDRESS, LOGIN_WINDOW_SECONDS } from '../../oauth/authorize.ts';

const limiters = new WeakMap<object, LoginLimiter>();

export function passwordLimiter(app: object): LoginLimiter {
  let limiter = limiters.get(app);
  if (!limiter) {
    limiter = createLoginLimiter({ maxFailures: { email: LOGIN_MAX_FAILURES, ip: LOGIN_MAX_FAILURES_PER_ADDRESS }, windowSeconds: LOGIN_WINDOW_SECONDS });
    limiters.set(app, limiter);
  }
  return limiter;
}

/** The limiter's keys for a check of `email`'s password from `ip`. */
export const limitKeys = (ip: string, email: string) => [`ip:${ip}`, `email:${email.toLowerCase()}`];
