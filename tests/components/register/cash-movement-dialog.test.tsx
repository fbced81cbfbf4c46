import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CashMovementView } from '@/features/orders';
import { CashMovementDialog } from '@/features/register/components/cash-movement-dialog';
import { CashMovementsPanel } from '@/features/register/components/cash-movements-panel';
import type { StandView } from '@/features/stands';
import { ApiError } from '@/lib/api-client/api-error';
import { renderInFrench } from './register-fixtures';

const state = vi.hoisted(() => ({ apiFetch: vi.fn() }));
vi.mock('@/lib/api-client', async (importOriginal) => ({ ...(await importOriginal<typeof import('@/lib/api-client')>()), apiFetch: state.apiFetch }));
vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() } }));

const posts = () => state.apiFetch.mock.calls.filter(([path, init]) => path === '/v1/stands/stand-1/cash-movements' && init?.method === 'POST');
const keyOf = (call: unknown[]) => (call[1] as { headers: Record<string, string> }).headers['Idempotency-Key'];

function answer(direction: 'in' | 'out', amount: number, reason: string): CashMovementView {
  return { id: `m-${reason}`, standId: 'stand-1', direction, amount, reason, createdBy: { id: 'u-1', name: 'Léa Martin' }, deviceId: null, occurredAt: '2026-07-14T21:30:00.000Z', createdAt: '2026-07-14T21:30:00.000Z' };
}

function fill(dialog: HTMLElement, { direction, amount, reason }: { direction?: 'Entrée' | 'Sortie'; amount?: string; reason?: string }) {
  if (direction) fireEvent.click(within(dialog).getByRole('radio', { name: direction }));
  if (amount !== undefined) fireEvent.change(within(dialog).getByLabelText('Montant (€)'), { target: { value: amount } });
  if (reason !== undefined) fireEvent.change(within(dialog).getByLabelText('Motif'), { target: { value: reason } });
}

beforeEach(() => {
  state.apiFetch.mockReset();
});

describe('the « Mouvement d’espèces » dialog', () => {
  it('sends the direction, the amount in cents and the reason with an Idempotency-Key, then closes', async () => {
    state.apiFetch.mockResolvedValue(answer('out', 5000, 'Dépôt au coffre'));
    const onClose = vi.fn();
    renderInFrench(<CashMovementDialog standId="stand-1" open onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: "Mouvement d’espèces" });
    expect((within(dialog).getByRole('radio', { name: 'Entrée' }) as HTMLInputElement).checked).toBe(true);
    fill(dialog, { direction: 'Sortie', amount: '50,00', reason: ' Dépôt au coffre ' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(posts()).toHaveLength(1);
    expect(posts()[0]![1]).toMatchObject({ method: 'POST', body: { direction: 'out', amount: 5000, reason: 'Dépôt au coffre' } });
    expect(keyOf(posts()[0]!)).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('says what is missing under the fields and sends nothing', () => {
    renderInFrench(<CashMovementDialog standId="stand-1" open onClose={() => {}} />);
    const dialog = screen.getByRole('dialog');
    fill(dialog, { amount: '0', reason: '   ' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(posts()).toHaveLength(0);
    expect(within(dialog).getByLabelText('Montant (€)').getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).getByLabelText('Motif').getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).getByText('Saisissez un montant supérieur à 0 €.')).toBeTruthy();
    expect(within(dialog).getByText('Saisissez un motif (200 caractères au plus).')).toBeTruthy();
  });

  it('sends a refused movement again with its key, and the next movement with a new one', async () => {
    state.apiFetch.mockRejectedValueOnce(new ApiError(403, { errorCode: 'NOT_ALLOWED_ON_STAND' }));
    state.apiFetch.mockResolvedValue(answer('in', 2000, 'Monnaie'));
    const onClose = vi.fn();
    renderInFrench(<CashMovementDialog standId="stand-1" open onClose={onClose} />);
    const dialog = screen.getByRole('dialog');
    fill(dialog, { amount: '20', reason: 'Monnaie' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(keyOf(posts()[1]!)).toBe(keyOf(posts()[0]!));
    fill(dialog, { amount: '20', reason: 'Monnaie' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(2));
    expect(keyOf(posts()[2]!)).not.toBe(keyOf(posts()[0]!));
  });
});

describe('the day’s movements under the cash count', () => {
  const stand = { id: 'stand-1', status: 'opened', isCashCompatible: true } as StandView;

  it('lists each movement signed, with its reason and who made it, and offers the action at an opened cash stand', () => {
    renderInFrench(<CashMovementsPanel stand={stand} movements={[answer('in', 2000, 'Monnaie'), answer('out', 3000, 'Dépôt au coffre')]} />);
    const items = screen.getAllByRole('listitem');
    expect(items[0]!.textContent).toMatch(/Entrée · Monnaie.*Léa Martin.*20,00\s€/);
    expect(items[1]!.textContent).toMatch(/Sortie · Dépôt au coffre.*-30,00\s€/);
    expect(screen.getByRole('button', { name: "Mouvement d’espèces" })).toBeTruthy();
  });

  it('offers no action at a closed or card-only stand, and says when there is none', () => {
    const { unmount } = renderInFrench(<CashMovementsPanel stand={{ ...stand, status: 'closed' }} movements={[]} />);
    expect(screen.getByText("Aucun mouvement d’espèces.")).toBeTruthy();
    expect(screen.queryByRole('button', { name: "Mouvement d’espèces" })).toBeNull();
    unmount();
    renderInFrench(<CashMovementsPanel stand={{ ...stand, isCashCompatible: false }} movements={[]} />);
    expect(screen.queryByRole('button', { name: "Mouvement d’espèces" })).toBeNull();
  });
});
