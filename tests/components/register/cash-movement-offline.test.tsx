import 'fake-indexeddb/auto';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CashMovementDialog } from '@/features/register/components/cash-movement-dialog';
import { CashMovementsPanel } from '@/features/register/components/cash-movements-panel';
import { keepStandDevice, tabletDeviceId } from '@/features/register/offline/device';
import { outboxDatabase } from '@/features/register/offline/outbox-db';
import { queueCashMovement } from '@/features/register/offline/queue-cash-movement';
import type { StandView } from '@/features/stands';
import { renderInFrench } from './register-fixtures';

const state = vi.hoisted(() => ({ apiFetch: vi.fn(), online: true }));
vi.mock('@/lib/api-client', async (importOriginal) => ({ ...(await importOriginal<typeof import('@/lib/api-client')>()), apiFetch: state.apiFetch }));
vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() } }));

const STAND = 'stand-1';
const db = outboxDatabase();

async function registerTablet() {
  const deviceId = await tabletDeviceId(db);
  await keepStandDevice(db, { deviceId, standId: STAND, number: 2 });
  return deviceId;
}

function submit(amount: string, reason: string) {
  const dialog = screen.getByRole('dialog', { name: 'Mouvement d’espèces' });
  fireEvent.click(within(dialog).getByRole('radio', { name: 'Sortie' }));
  fireEvent.change(within(dialog).getByLabelText('Montant (€)'), { target: { value: amount } });
  fireEvent.change(within(dialog).getByLabelText('Motif'), { target: { value: reason } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
  return dialog;
}

beforeEach(() => {
  state.apiFetch.mockReset();
  state.online = true;
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => state.online });
  vi.mocked(toast.success).mockClear();
});
afterEach(async () => {
  await Promise.all([db.movements.clear(), db.devices.clear()]);
});

describe('the « Mouvement d’espèces » dialog offline', () => {
  it('with no network, keeps the movement on the tablet with its tablet and time, sends nothing, and says so', async () => {
    const deviceId = await registerTablet();
    state.online = false;
    const onClose = vi.fn();
    renderInFrench(<CashMovementDialog standId={STAND} open onClose={onClose} />);
    expect(screen.getByText('Pas de réseau : le mouvement sera gardé sur la tablette et envoyé au retour du réseau.')).toBeTruthy();
    submit('30,00', 'Dépôt au coffre');
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(state.apiFetch).not.toHaveBeenCalled();
    const kept = await db.movements.toArray();
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({ standId: STAND, state: 'pending', body: { direction: 'out', amount: 3000, reason: 'Dépôt au coffre', deviceId } });
    expect(Date.now() - Date.parse(kept[0]!.occurredAt)).toBeLessThan(60_000);
    expect(vi.mocked(toast.success).mock.calls[0]![0]).toMatch(/^Sortie de 30,00\s€ gardée sur la tablette/);
  });

  it('when the online try gets no answer, keeps it with the same Idempotency-Key', { timeout: 10_000 }, async () => {
    await registerTablet();
    state.apiFetch.mockRejectedValue(new TypeError('Failed to fetch'));
    const onClose = vi.fn();
    renderInFrench(<CashMovementDialog standId={STAND} open onClose={onClose} />);
    submit('10,00', 'Monnaie');
    // After the hook's own retries (1 s, then 2 s).
    await waitFor(() => expect(onClose).toHaveBeenCalled(), { timeout: 6000 });
    expect(state.apiFetch).toHaveBeenCalledTimes(3);
    const sentKey = (state.apiFetch.mock.calls[0]![1] as { headers: Record<string, string> }).headers['Idempotency-Key'];
    expect((await db.movements.toArray()).map((row) => row.idempotencyKey)).toEqual([sentKey]);
  });

  it('on a tablet never registered on the stand, says it cannot and keeps the dialog open', async () => {
    state.online = false;
    const onClose = vi.fn();
    renderInFrench(<CashMovementDialog standId={STAND} open onClose={onClose} />);
    const dialog = submit('10,00', 'Monnaie');
    expect((await within(dialog).findByRole('alert')).textContent).toContain('Cette tablette ne peut pas enregistrer de mouvement hors ligne sur ce stand');
    expect(onClose).not.toHaveBeenCalled();
    expect(await db.movements.count()).toBe(0);
  });
});

describe('the register’s list of movements', () => {
  it('shows the movements still on the tablet « en attente d’envoi », and a refused one with its reason', async () => {
    await registerTablet();
    await queueCashMovement(db, { standId: STAND, idempotencyKey: 'q-1', direction: 'out', amount: 2000, reason: 'Dépôt hors ligne', occurredAt: new Date('2026-07-14T19:00:00Z') });
    await queueCashMovement(db, { standId: STAND, idempotencyKey: 'q-2', direction: 'in', amount: 500, reason: 'Après clôture', occurredAt: new Date('2026-07-14T20:00:00Z') });
    await db.movements.update('q-2', { state: 'refused', lastError: 'CASH_MOVEMENT_AFTER_CLOSING' });
    const stand = { id: STAND, status: 'opened', isCashCompatible: true } as StandView;
    renderInFrench(<CashMovementsPanel stand={stand} movements={[]} />);
    const rows = await screen.findAllByTestId('queued-cash-movement');
    expect(rows).toHaveLength(2);
    expect(rows[0]!.textContent).toContain('Sortie · Dépôt hors ligne');
    expect(rows[0]!.textContent).toContain('en attente d’envoi');
    expect(rows[0]!.textContent).toMatch(/-20,00\s€/);
    expect(rows[1]!.textContent).toContain('refusé : Mouvement d’espèces arrivé après la clôture');
    expect(screen.queryByText('Aucun mouvement d’espèces.')).toBeNull();
  });
});
