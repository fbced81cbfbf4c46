import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { StandDeviceView } from '@/features/orders/types';
import { type SellingTour } from './orders';
import type { TestApp } from './test-app';

/** POST /v1/stands/{id}/devices: a tablet registering itself on the stand. */
export function registerDevice(app: TestApp, token: string | undefined, standId: string, body: { deviceId: string; label?: string }) {
  return app.api(`/v1/stands/${standId}/devices`, { method: 'POST', token, body });
}

/** A tablet registered on the tour's stand by its seller. */
export async function registeredDevice(app: TestApp, tour: SellingTour, label = 'Caisse 1'): Promise<StandDeviceView> {
  const answer = await registerDevice(app, tour.seller.token, tour.stand.id, { deviceId: randomUUID(), label });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body as StandDeviceView;
}

/** A cash sale made offline by this tablet, `minutesAgo` before now unless `soldAt` is given. */
export function offlineSale(
  tour: SellingTour,
  items: { productVariantId: string; quantity: number }[],
  offline: { deviceId: string; sequence: number; soldAt?: string; minutesAgo?: number },
  amountTendered = 100_000,
) {
  const soldAt = offline.soldAt ?? new Date(Date.now() - (offline.minutesAgo ?? 10) * 60_000).toISOString();
  return { eventId: tour.event.id, standId: tour.stand.id, items, payment: { method: 'cash', amountTendered }, offline: { deviceId: offline.deviceId, sequence: offline.sequence, soldAt } };
}
