/**
 * Tracking of the sandbox carrier's `SBX` numbers: the scripted tracker's built-in script (scripted.ts format),
 * played from the first time a number is asked about, so a sandbox label goes to delivered with no network:
 * accepted at once, in transit after 30 s, out for delivery after 60 s, delivered after 90 s
 * (SANDBOX_TRACKING_SCALE stretches or shrinks it for demos and tests).
 */
import { playScript, type Script, type ScriptedAdapter } from '../scripted.ts';
import type { TrackResult } from '../types.ts';

export const SANDBOX_TRACKING = /^SBX\d{12}$/;

export function sandboxScript(scale = 1): Script {
  const at = (s: number) => Math.round(s * scale);
  return {
    events: [
      { after_seconds: 0, status: 'accepted', description: 'Picked up by the sandbox carrier', location: 'Sandbox Hub, Springfield, IL, US' },
      { after_seconds: at(30), status: 'in_transit', description: 'Departed sandbox facility', location: 'Sandbox Hub, Springfield, IL, US' },
      { after_seconds: at(60), status: 'out_for_delivery', description: 'Out for delivery', location: null },
      { after_seconds: at(90), status: 'delivered', description: 'Delivered', location: null },
    ],
  };
}

/** The tracker of SBX numbers (an `SBX` number the sandbox never sold is played all the same: it is only a demo). */
export function createSandboxTracker(opts: { now?: () => number; scale?: number } = {}): ScriptedAdapter {
  const script = sandboxScript(opts.scale ?? 1);
  const now = opts.now ?? Date.now;
  const firstAsked = new Map<string, number>();
  return {
    name: 'sandbox',
    numbers: async () => [],
    async track(trackingNumber): Promise<TrackResult> {
      if (!SANDBOX_TRACKING.test(trackingNumber)) return { kind: 'not_found' };
      const t = now();
      if (!firstAsked.has(trackingNumber)) firstAsked.set(trackingNumber, t);
      return playScript(script, firstAsked.get(trackingNumber)!, t);
    },
  };
}
