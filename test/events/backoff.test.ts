import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { DEFAULT_RETRY_POLICY, retryDelayMs } from '../../src/events/backoff.ts';

const MIN = 60_000;
const HOUR = 60 * MIN;

describe('retry back-off', () => {
  it('waits about 1 min, 5 min, 30 min, 2 h, 6 h, then every 6 h', () => {
    let elapsed = 0;
    const delays: number[] = [];
    for (let attempt = 1; attempt <= 8; attempt++) {
      const delay = retryDelayMs(DEFAULT_RETRY_POLICY, attempt, elapsed)!;
      delays.push(delay);
      elapsed += delay;
    }
    assert.deepEqual(delays, [1 * MIN, 5 * MIN, 30 * MIN, 2 * HOUR, 6 * HOUR, 6 * HOUR, 6 * HOUR, 6 * HOUR]);
  });

  it('gives up rather than try later than 72 hours after the first attempt', () => {
    let elapsed = 0;
    let attempt = 1;
    for (let delay = retryDelayMs(DEFAULT_RETRY_POLICY, attempt, elapsed); delay !== null; delay = retryDelayMs(DEFAULT_RETRY_POLICY, attempt, elapsed)) {
      elapsed += delay;
      attempt++;
    }
    assert.ok(elapsed <= 72 * HOUR && elapsed > 66 * HOUR, `last attempt at ${elapsed / HOUR} h`);
    assert.equal(attempt, 16, 'sixteen attempts in all');
    assert.equal(retryDelayMs(DEFAULT_RETRY_POLICY, 20, 72 * HOUR), null);
  });
});
