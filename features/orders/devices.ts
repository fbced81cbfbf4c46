// The manager's rule for a register tablet that has gone quiet (issue #26). Pure and browser-safe: the event page's
// tablets card reads it against the status the tablets report (GET /v1/events/{id}/devices).

/**
 * Fifteen minutes holding sales without a sync: the tablet's own strip has warned its seller at ten
 * (features/register/offline/outbox-summary.ts), so the manager hears of it once the seller has had time to act.
 */
export const DEVICE_SILENT_AFTER_MS = 15 * 60_000;

export interface DeviceSyncState {
  pending: number;
  lastSyncAt: string | null;
  oldestPendingAt: string | null;
}

/**
 * Since when the tablet has held sales without getting any through: the later of its last sync and its oldest held
 * sale (a tablet that synced an hour ago and sold offline two minutes ago is not late yet); null when it holds none.
 */
export function heldSince(device: DeviceSyncState): number | null {
  if (device.pending <= 0) return null;
  const times = [device.lastSyncAt, device.oldestPendingAt].filter((time): time is string => time !== null).map((time) => Date.parse(time));
  return times.length ? Math.max(...times) : null;
}

/** Holds sales and has not synced for DEVICE_SILENT_AFTER_MS: the manager is told loudly. */
export function isDeviceSilent(device: DeviceSyncState, now: number): boolean {
  const since = heldSince(device);
  return since !== null && now - since >= DEVICE_SILENT_AFTER_MS;
}
