import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { orderKeys } from '@/features/orders';
import { apiBaseUrl, apiFetch } from '@/lib/api-client';
import { getCachedAccessToken } from '@/lib/api-client/session-token';
import { useOnline } from '@/lib/network/use-online';
import { registerKeys } from '../api';
import { askPersistentStorage } from './background-sync';
import { keepStandDevice, tabletDeviceId, type DeviceRegistration } from './device';
import { drainExclusively, drainOutbox } from './drain-outbox';
import { followOutbox as follow, outboxRuntime as runtime } from './follow-outbox';
import { emptyOutboxSummary, outboxSummary, unreadOutboxSummary, type OutboxSummary } from './outbox-summary';
import { mirrorPendingCount } from './pending-mirror';
import { pendingUnitsByVariant } from './queue-offline-sale';
import { createMovementSender, createSaleSender } from './send-queued-sale';

/** How often the page tries the outbox again while it holds sales (the backoff decides which are due). */
const DRAIN_EVERY_MS = 15_000;

const senderDeps = { baseUrl: apiBaseUrl, getAccessToken: () => getCachedAccessToken(), fetch: (...args: Parameters<typeof fetch>) => fetch(...args) };
const sendQueuedSale = createSaleSender(senderDeps);
const sendQueuedMovement = createMovementSender(senderDeps);

/**
 * The register's outbox on this stand: registers the tablet when the stand is open online, sends what waits (at
 * start, when the network comes back, every few seconds), tells the server what the tablet still holds, and gives
 * the strip what to show.
 */
export function useRegisterOutbox(stand: { id: string; inventoryId: string }) {
  const online = useOnline();
  const queryClient = useQueryClient();
  const [summary, setSummary] = useState<OutboxSummary>(unreadOutboxSummary);
  const [pendingUnits, setPendingUnits] = useState<Record<string, number>>({});
  const reported = useRef<string | null>(null);
  // The tablet registered on this stand in this page, once the server has said so: its status is reported only then
  // (a report before the registration's answer would name a tablet the server does not hold yet).
  const [registered, setRegistered] = useState<{ standId: string; deviceId: string } | null>(null);

  useEffect(() => {
    void askPersistentStorage();
    // Fetched now, while there may be a network: the first offline sale needs this code, and the worker keeps it.
    void import('./take-offline-sale').catch(() => {});
    void import('./take-offline-movement').catch(() => {});
    // No readable storage: nothing can wait on this tablet (it sells online only).
    const stopSummary = follow((db) => outboxSummary(db, stand.id), setSummary, () => setSummary(emptyOutboxSummary));
    const stopUnits = follow((db) => pendingUnitsByVariant(db, stand.id), setPendingUnits);
    return () => {
      stopSummary();
      stopUnits();
    };
  }, [stand.id]);

  // Online, the tablet takes (or keeps) its number on the stand: its offline receipts are numbered with it.
  useEffect(() => {
    if (!online) return;
    let stopped = false;
    void (async () => {
      const db = (await runtime()).outboxDatabase();
      const deviceId = await tabletDeviceId(db);
      const registration = await apiFetch<DeviceRegistration>(`/v1/stands/${stand.id}/devices`, { method: 'POST', body: { deviceId, label: tabletLabel() } }).catch(() => null);
      if (!registration || stopped) return;
      await keepStandDevice(db, registration);
      if (!stopped) setRegistered({ standId: registration.standId, deviceId: registration.deviceId });
    })().catch(() => {
      // No IndexedDB (a private window that refuses it): the register sells online only.
    });
    return () => {
      stopped = true;
    };
  }, [online, stand.id]);

  const drain = useCallback(
    async (force: boolean) => {
      const db = (await runtime()).outboxDatabase();
      const result = await drainExclusively(() => drainOutbox(db, { send: sendQueuedSale, sendMovement: sendQueuedMovement, standId: stand.id, force }));
      await mirrorPendingCount(db);
      if (result?.sent) {
        void queryClient.invalidateQueries({ queryKey: orderKeys.all });
        void queryClient.invalidateQueries({ queryKey: registerKeys.levels(stand.inventoryId) });
      }
    },
    [queryClient, stand.id, stand.inventoryId],
  );

  useEffect(() => {
    if (!online) return;
    const attempt = (force: boolean) => drain(force).catch(() => {});
    void attempt(true);
    const timer = setInterval(() => void attempt(false), DRAIN_EVERY_MS);
    return () => clearInterval(timer);
  }, [online, drain]);

  // What the tablet holds, told to the server when it changes (the manager sees it per stand and tablet). Not before
  // the storage is read: an empty report counts as a sync, and would hide sales the tablet still holds.
  useEffect(() => {
    if (!online || !summary.read || registered?.standId !== stand.id) return;
    const { deviceId } = registered;
    const state = `${deviceId}|${summary.pending}|${summary.oldestPendingAt}`;
    if (reported.current === state) return;
    void (async () => {
      const body = { pending: summary.pending, ...(summary.oldestPendingAt ? { oldestPendingAt: summary.oldestPendingAt } : {}) };
      await apiFetch(`/v1/stands/${stand.id}/devices/${deviceId}/status`, { method: 'POST', body });
      reported.current = state;
    })().catch(() => {});
  }, [online, stand.id, registered, summary.read, summary.pending, summary.oldestPendingAt]);

  return { online, summary, pendingUnits, sendNow: () => drain(true) };
}

/** A label the manager can tell tablets apart by: the browser's platform, nothing personal. */
function tabletLabel(): string {
  const data = (navigator as Navigator & { userAgentData?: { platform?: string } }).userAgentData;
  return (data?.platform || navigator.platform || 'tablet').slice(0, 60);
}
