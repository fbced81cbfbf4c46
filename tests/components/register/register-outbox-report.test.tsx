import 'fake-indexeddb/auto';
import { waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { keepStandDevice } from '@/features/register/offline/device';
import { outboxDatabase } from '@/features/register/offline/outbox-db';
import { useRegisterOutbox } from '@/features/register/offline/use-register-outbox';
import { renderInFrench } from './register-fixtures';

const state = vi.hoisted(() => ({ apiFetch: vi.fn() }));
vi.mock('@/lib/api-client', async (importOriginal) => ({ ...(await importOriginal<typeof import('@/lib/api-client')>()), apiFetch: state.apiFetch }));

const stand = { id: 'stand-1', inventoryId: 'inv-1' };
const soldAt = '2026-11-28T20:00:00.000Z';

function Strip() {
  const outbox = useRegisterOutbox(stand);
  return <p data-testid="pending">{outbox.summary.read ? outbox.summary.pending : 'unread'}</p>;
}

const statusReports = () => state.apiFetch.mock.calls.filter(([path]) => String(path).endsWith('/status')).map(([, options]) => (options as { body: unknown }).body);

beforeEach(async () => {
  state.apiFetch.mockReset();
  // The sale cannot get through: it stays in the outbox while the test looks at the reports.
  state.apiFetch.mockImplementation((path: string) => (path.endsWith('/devices') ? Promise.resolve({ deviceId: 'device-1', standId: stand.id, number: 1 }) : Promise.resolve(undefined)));
  vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
  await outboxDatabase().sales.clear();
  await keepStandDevice(outboxDatabase(), { deviceId: 'device-1', standId: stand.id, number: 1 });
  await outboxDatabase().sales.put({
    idempotencyKey: 'key-1',
    standId: stand.id,
    body: { eventId: 'ev-1', standId: stand.id, offline: { deviceId: 'device-1', sequence: 1, soldAt } },
    receiptNumber: '1-1',
    soldAt,
    totalInclVat: 2000,
    attempts: 0,
    nextAttemptAt: Number.MAX_SAFE_INTEGER,
    lastError: null,
    state: 'pending',
  });
});

describe('what the tablet tells the server it holds', () => {
  it('waits for the storage to be read: the first report carries the sale held, never an empty outbox', async () => {
    const view = renderInFrench(<Strip />);
    await waitFor(() => expect(view.getByTestId('pending').textContent).toBe('1'));
    await waitFor(() => expect(statusReports()).toHaveLength(1));
    expect(statusReports()[0]).toEqual({ pending: 1, oldestPendingAt: soldAt });
  });

  it('waits for the registration on the stand: a report before its answer would name a tablet the server does not hold', async () => {
    let answerRegistration: (registration: unknown) => void = () => {};
    state.apiFetch.mockImplementation((path: string) =>
      path.endsWith('/devices') ? new Promise((resolve) => (answerRegistration = resolve)) : Promise.resolve(undefined),
    );
    const view = renderInFrench(<Strip />);
    await waitFor(() => expect(view.getByTestId('pending').textContent).toBe('1'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(statusReports()).toHaveLength(0);
    answerRegistration({ deviceId: 'device-1', standId: stand.id, number: 1 });
    await waitFor(() => expect(statusReports()).toHaveLength(1));
    const [path] = state.apiFetch.mock.calls.find(([called]) => String(called).endsWith('/status'))!;
    expect(path).toBe(`/v1/stands/${stand.id}/devices/device-1/status`);
  });
});
