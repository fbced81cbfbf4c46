import { newIdempotencyKey } from '@/lib/api-client/new-idempotency-key';
import type { OutboxDatabase, StandDevice } from './outbox-db';

/** The tablet's id, made once and kept in its outbox database (it outlives a reload, a closed tab, a restart). */
export async function tabletDeviceId(db: OutboxDatabase): Promise<string> {
  return db.transaction('rw', db.settings, async () => {
    const kept = await db.settings.get('deviceId');
    if (kept) return kept.value;
    const value = newIdempotencyKey();
    await db.settings.put({ key: 'deviceId', value });
    return value;
  });
}

/** What POST /v1/stands/{standId}/devices answers. */
export interface DeviceRegistration {
  deviceId: string;
  standId: string;
  number: number;
}

/**
 * Keeps the number the server gave this tablet on a stand. The sequence goes on from where it was: a tablet
 * registered again (each time the stand opens online) must never reuse a receipt number it already gave.
 */
export async function keepStandDevice(db: OutboxDatabase, registration: DeviceRegistration): Promise<StandDevice> {
  return db.transaction('rw', db.devices, async () => {
    const kept = await db.devices.get(registration.standId);
    const sameNumber = kept && kept.number === registration.number && kept.deviceId === registration.deviceId;
    const device: StandDevice = {
      standId: registration.standId,
      deviceId: registration.deviceId,
      number: registration.number,
      nextSequence: sameNumber ? kept.nextSequence : 1,
      lastSyncAt: kept?.lastSyncAt ?? null,
    };
    await db.devices.put(device);
    return device;
  });
}
