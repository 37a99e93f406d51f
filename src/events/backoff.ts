/**
 * When a failed attempt is tried again: about 1 min, 5 min, 30 min, 2 h and 6 h after the failures, then
 * every 6 h, and no attempt later than 72 h after the first one (the delivery is then marked failed).
 */
export interface RetryPolicy {
  /** Delay after the 1st, 2nd, ... failure; the last entry repeats. */
  delaysMs: readonly number[];
  /** No attempt is scheduled later than this after the chain's first attempt. */
  giveUpAfterMs: number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  delaysMs: [1 * MINUTE, 5 * MINUTE, 30 * MINUTE, 2 * HOUR, 6 * HOUR],
  giveUpAfterMs: 72 * HOUR,
};

/**
 * The delay before the next attempt after attempt number `attempt` (1-based) failed, `elapsedMs` after the
 * first attempt; null means give up.
 */
export function retryDelayMs(policy: RetryPolicy, attempt: number, elapsedMs: number): number | null {
  const { delaysMs } = policy;
  if (delaysMs.length === 0) return null;
  const delay = delaysMs[Math.min(Math.max(attempt, 1), delaysMs.length) - 1];
  return elapsedMs + delay > policy.giveUpAfterMs ? null : delay;
}
