/**
 * Which adapter answers for a box: the scripted adapter for the tracking numbers its file scripts, else the
 * adapter of the box's carrier (`ship_via` exactly UPS, FedEx or USPS) when its credentials are configured, and the
 * built-in sandbox tracker for `Sandbox` boxes (always on: it needs no network).
 * A carrier without credentials is off: its boxes are not polled.
 */
import type { TrackingConfig } from '../config.ts';
import type { TrackedShipVia, TrackingAdapter } from './types.ts';
import { createUpsAdapter } from './ups.ts';
import { createFedexAdapter } from './fedex.ts';
import { createUspsAdapter } from './usps.ts';
import { createScriptedAdapter, type ScriptedAdapter } from './scripted.ts';
import { createSandboxTracker } from './sandbox/tracking.ts';

export interface Carriers {
  /** Carriers with a configured adapter. */
  readonly enabled: TrackedShipVia[];
  readonly scripted: ScriptedAdapter | null;
  /** The adapter for a box, or null when its carrier is off and the number is not scripted. */
  adapterFor(shipVia: string, trackingNumber: string, scripted: ReadonlySet<string>): TrackingAdapter | null;
}

export function createCarriers(adapters: Partial<Record<TrackedShipVia, TrackingAdapter>>, scripted: ScriptedAdapter | null): Carriers {
  return {
    enabled: (Object.keys(adapters) as TrackedShipVia[]).filter((c) => adapters[c]),
    scripted,
    adapterFor(shipVia, trackingNumber, scriptedNumbers) {
      if (scripted && scriptedNumbers.has(trackingNumber)) return scripted;
      return adapters[shipVia as TrackedShipVia] ?? null;
    },
  };
}

export function carriersFromConfig(config: TrackingConfig): Carriers {
  const opts = { timeoutMs: config.timeoutMs };
  // The sandbox carrier's SBX numbers are always tracked, offline (sandbox/tracking.ts).
  const adapters: Partial<Record<TrackedShipVia, TrackingAdapter>> = { Sandbox: createSandboxTracker() };
  if (config.ups) adapters.UPS = createUpsAdapter(config.ups, opts);
  if (config.fedex) adapters.FedEx = createFedexAdapter(config.fedex, opts);
  if (config.usps) adapters.USPS = createUspsAdapter(config.usps, opts);
  return createCarriers(adapters, config.scriptFile ? createScriptedAdapter(config.scriptFile) : null);
}
