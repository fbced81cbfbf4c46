import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ClosingView } from '@/features/journal';
import { StandDayClosing } from '@/features/register/components/stand-day-closing';
import type { ApiRequestOptions } from '@/lib/api-client';
import { renderScreen } from '../../support/render-screen';

const state = vi.hoisted(() => ({ apiFetch: vi.fn(), online: true }));
vi.mock('@/lib/api-client', async (importOriginal) => ({ ...(await importOriginal<typeof import('@/lib/api-client')>()), apiFetch: state.apiFetch }));
vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() } }));

const render = () => renderScreen(<StandDayClosing standId="stand-1" />, { namespaces: ['register'] });

/** Two sales (45 € cash, 30 € card), one cash refund of 12,50 €: the figures the server would write. */
function aClosing(overrides: Partial<ClosingView> = {}): ClosingView {
  return {
    sequence: 42,
    hash: '3f9a0c1b77aa00112233445566778899aabbccddeeff00112233445566778899',
    recordedAt: '2026-07-14T21:00:00.000Z',
    standId: 'stand-1',
    eventId: 'ev-1',
    period: 'day',
    key: '2026-07-14',
    number: 3,
    closedBy: 'user-1',
    firstSequence: 30,
    lastSequence: 41,
    figures: {
      records: 3,
      sales: { count: 2, inclVat: 7500, exclVat: 6250, vat: 1250, discount: 0 },
      refunds: { count: 1, amount: 1250, vat: 208 },
      cancellations: 0,
      vatByRate: [{ rate: 2000, salesBase: 6250, salesVat: 1250, refundsBase: 1042, refundsVat: 208 }],
      payments: [
        { method: 'card', sales: 3000, refunds: 0 },
        { method: 'cash', sales: 4500, refunds: 1250 },
      ],
      cashMovements: { in: 0, out: 0 },
    },
    net: 6250,
    cumulative: { sales: 7500, refunds: 1250, net: 6250 },
    ...overrides,
  };
}

/** The endpoint answers `status` (201 made, 200 the last Z again) with that closing. */
function answer(status: number, closing: ClosingView) {
  state.apiFetch.mockImplementation(async (_path: string, options?: ApiRequestOptions) => {
    options?.onStatus?.(status);
    return closing;
  });
}

function confirmClosing() {
  fireEvent.click(screen.getByRole('button', { name: 'Clôturer la journée (Z)' }));
  const dialog = screen.getByRole('dialog', { name: 'Clôturer la journée de ce stand ?' });
  expect(dialog.textContent).toContain('journal inaltérable');
  expect(dialog.textContent).toContain('elles iront dans le Z suivant');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Clôturer la journée' }));
}

beforeEach(() => {
  state.apiFetch.mockReset();
  state.online = true;
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => state.online });
});
afterEach(() => {
  state.online = true;
});

describe('closing the stand’s day from the register', () => {
  it('asks first, then closes the stand’s day and shows its Z: totals, per method, fingerprint', async () => {
    answer(201, aClosing());
    render();
    fireEvent.click(screen.getByRole('button', { name: 'Clôturer la journée (Z)' }));
    // Cancelling writes nothing.
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Clôturer la journée de ce stand ?' })).getByRole('button', { name: 'Annuler' }));
    expect(state.apiFetch).not.toHaveBeenCalled();

    confirmClosing();
    const z = await screen.findByRole('region', { name: /^Z n° 3 – journée du .*2026/ });
    expect(state.apiFetch).toHaveBeenCalledWith('/v1/stands/stand-1/closings', expect.objectContaining({ method: 'POST' }));
    expect(within(z).getByText('Ventes', { selector: 'dt' }).nextSibling?.textContent).toMatch(/^2 opérations · 75,00\s€$/);
    expect(within(z).getByText('Remboursements', { selector: 'dt' }).nextSibling?.textContent).toMatch(/^1 opération · 12,50\s€$/);
    expect(within(z).getByText('Net (TTC)').nextSibling?.textContent).toMatch(/^62,50\s€$/);
    expect(within(z).getByText('Empreinte').nextSibling?.textContent).toBe('3F9A0C1B');
    const table = within(z).getByRole('table', { name: 'Par moyen de paiement' });
    expect(within(table).getByRole('row', { name: /Espèces/ }).textContent).toMatch(/Espèces45,00\s€12,50\s€/);
    expect(within(table).getByRole('row', { name: /Carte/ }).textContent).toMatch(/Carte30,00\s€0,00\s€/);
    expect(within(z).queryByText(/Rien de nouveau/)).toBeNull();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says so when nothing was sold since the last Z (the same Z again)', async () => {
    answer(200, aClosing());
    render();
    confirmClosing();
    const z = await screen.findByRole('region', { name: /^Z n° 3/ });
    expect(within(z).getByRole('status').textContent).toContain('Rien de nouveau depuis ce Z');
  });

  it('offline: the button says the network is needed and closes nothing', () => {
    state.online = false;
    render();
    const button = screen.getByRole('button', { name: 'Clôturer la journée (Z) : réseau nécessaire' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(screen.getByRole('status').textContent).toContain('elle a besoin du réseau');
    fireEvent.click(button);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(state.apiFetch).not.toHaveBeenCalled();
  });
});
