import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { OrdersStep } from '@/features/closing/components/wizard/orders-step';
import type { ClosingData } from '@/features/closing/types';
import { ApiError } from '@/lib/api-client';
import { closingStore } from '@/features/closing/closing-store';
import { formatMoney } from '@/lib/format';
import { renderScreen } from '../../support/render-screen';
import { takingsOf } from '@/features/orders/takings';

const state = vi.hoisted(() => ({ apiFetch: vi.fn() }));
vi.mock('@/lib/api-client', async (importOriginal) => ({ ...(await importOriginal<typeof import('@/lib/api-client')>()), apiFetch: state.apiFetch }));
vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() } }));

const data: ClosingData = {
  event: { id: 'event-1', projectId: 'p', name: 'Nantes', status: 'inProgress', commissionType: 'noCommission', theaterFeeAmount: null, theaterFeeVat: null, commissionAgentFeeAmount: null, commissionAgentFeeVat: null, venueDeal: null },
  ordersInProgress: [
    { id: 'order-7', ticketNumber: 7, channel: 'shop', status: 'prepared', standId: null, standName: null, collectionStandId: 'stand-1', customerName: 'Camille Martin', totalInclVat: 3000, createdAt: '2026-07-14T17:00:00.000Z' },
  ],
  stands: [],
  takings: takingsOf([], []),
  closedAt: null,
};

function renderStep() {
  renderScreen(<OrdersStep data={data} store={closingStore('event-1')} projectId="p" onDone={vi.fn()} />, { namespaces: ['closing', 'register'] });
}

const puts = () => state.apiFetch.mock.calls.filter(([, options]) => options?.method === 'PUT');

describe('the closing’s orders step: an online order its spectator took unscanned', () => {
  beforeEach(() => state.apiFetch.mockReset());

  it('says what to do with each kind of open order', () => {
    renderStep();
    expect(screen.getByText(/^Terminez ou annulez les commandes encore ouvertes/).textContent).toContain('annulez-la et remboursez-la s’il n’est pas venu');
  });

  it('is handed over by hand, as at the register: the number, name and e-mail typed are sent as the proof, never the bare id', async () => {
    state.apiFetch.mockRejectedValueOnce(new ApiError(422, { errorCode: 'COLLECTION_CUSTOMER_MISMATCH', fields: ['proof.name'] })).mockResolvedValue({});
    renderStep();
    // An online order is a "commande" here as everywhere else; "ticket" is the register's word (issue #24).
    expect(screen.getByText('Commande n° 7 · 30,00 €')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Marquer la commande n° 7 comme remise' }));
    const dialog = screen.getByRole('dialog', { name: 'Remise sans QR code – commande n° 7' });
    fireEvent.change(within(dialog).getByLabelText('Numéro de commande'), { target: { value: '7' } });
    fireEvent.change(within(dialog).getByLabelText('Nom du client'), { target: { value: 'Camille Martine' } });
    fireEvent.change(within(dialog).getByLabelText('Adresse e-mail de la commande'), { target: { value: 'camille@example.com' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Vérifier et remettre' }));
    expect(await within(dialog).findByText('Ce n’est pas le nom donné à la commande.')).toBeTruthy();

    fireEvent.change(within(dialog).getByLabelText('Nom du client'), { target: { value: 'Camille Martin' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Vérifier et remettre' }));
    await waitFor(() => expect(puts()).toHaveLength(2));
    expect(puts()[1]).toEqual([
      '/v1/stands/stand-1/collections/order-7',
      { method: 'PUT', body: { status: 'exchanged', proof: { method: 'manual', number: 7, name: 'Camille Martin', email: 'camille@example.com' } }, headers: { 'Idempotency-Key': 'closing-handover-order-7' } },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('cancels and refunds an order its buyer never came for, after a confirmation that says the money goes back to the card', async () => {
    state.apiFetch.mockResolvedValue({});
    renderStep();
    // Beside the handover, the one other honest outcome of an online order not collected.
    fireEvent.click(screen.getByRole('button', { name: 'Annuler et rembourser la commande n° 7' }));
    const dialog = screen.getByRole('dialog', { name: 'Annuler et rembourser la commande n° 7 ?' });
    expect(dialog.textContent).toContain(`${formatMoney(3000)} seront remboursés sur la carte bancaire de Camille Martin.`);
    expect(dialog.textContent).toContain('Les articles retournent dans le stock de la boutique en ligne.');
    expect(state.apiFetch).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Annuler et rembourser' }));
    await waitFor(() => expect(state.apiFetch).toHaveBeenCalledWith('/v1/orders/order-7/no-show', { method: 'POST', headers: { 'Idempotency-Key': 'closing-no-show-order-7' } }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('keeps the order when the manager goes back', () => {
    renderStep();
    fireEvent.click(screen.getByRole('button', { name: 'Annuler et rembourser la commande n° 7' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Garder la commande' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(state.apiFetch).not.toHaveBeenCalled();
  });
});
