import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ReceiptForm } from '@/features/stock/components/transfers/receipt-form';
import { ReceiptLine } from '@/features/stock/components/transfers/receipt-line';
import { noCounts, type Counts } from '@/features/stock/components/transfers/receipt-model';
import { line, renderInFrench, transferOf } from './transfer-fixtures';

const state = vi.hoisted(() => ({ apiFetch: vi.fn() }));
vi.mock('@/lib/api-client', async (importOriginal) => ({ ...(await importOriginal<typeof import('@/lib/api-client')>()), apiFetch: state.apiFetch }));
vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() } }));


beforeEach(() => state.apiFetch.mockReset());

function Line({ initial = noCounts, quantity = 5 }: { initial?: Counts; quantity?: number }) {
  const [counts, setCounts] = useState(initial);
  return (
    <ul>
      <ReceiptLine item={line('l-m', 'Noir / M', quantity)} counts={counts} sourceName="Entrepôt" onChange={setCounts} />
    </ul>
  );
}

const field = (type: string, name = 'T-shirt — Noir / M') => screen.getByLabelText(`${type} — ${name}`) as HTMLInputElement;

describe('a receipt line', () => {
  it('counts with 44px+ steppers and tells what is still to count', () => {
    renderInFrench(<Line />);
    expect(screen.getByText('À compter : 5')).toBeTruthy();
    const plus = screen.getByRole('button', { name: 'Ajouter 1 – Endommagé — T-shirt — Noir / M' });
    expect(plus.className).toContain('h-12');
    expect(plus.className).toContain('w-12');
    fireEvent.click(plus);
    expect(field('Endommagé').value).toBe('1');
    expect(screen.getByText('À compter : 4')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retirer 1 – Endommagé — T-shirt — Noir / M' }));
    expect(screen.getByText('À compter : 5')).toBeTruthy();
    // Nothing to take away from 0.
    expect((screen.getByRole('button', { name: 'Retirer 1 – Endommagé — T-shirt — Noir / M' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('“Tout reçu” accepts whatever is not counted yet, then nothing is left and + stops', () => {
    renderInFrench(<Line initial={{ ...noCounts, damaged: 1 }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Tout reçu – T-shirt — Noir / M' }));
    expect(field('Accepté').value).toBe('4');
    expect(field('Endommagé').value).toBe('1');
    expect(screen.getByText('Tout est compté')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Ajouter 1 – Accepté — T-shirt — Noir / M' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Tout reçu – T-shirt — Noir / M' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('takes a typed count, and flags one above what was sent', () => {
    renderInFrench(<Line />);
    fireEvent.change(field('Manquant'), { target: { value: '7' } });
    expect(screen.getByText('Compté en trop : 2')).toBeTruthy();
    expect(field('Manquant').getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(field('Manquant'), { target: { value: '' } });
    expect(screen.getByText('À compter : 5')).toBeTruthy();
  });

  it('keeps “Retour à l’envoi” in the advanced options, saying where the units go', () => {
    renderInFrench(<Line />);
    const details = screen.getByText('Options avancées').closest('details')!;
    expect(details.open).toBe(false);
    expect(within(details).getByLabelText('Retour à l’envoi — T-shirt — Noir / M')).toBeTruthy();
    expect(within(details).getByText(/unités renvoyées à Entrepôt/)).toBeTruthy();
  });
});

describe('the receipt check of a transfer', () => {
  const transfer = transferOf([line('l-m', 'Noir / M', 3), line('l-l', 'Noir / L', 2, [{ type: 'damaged', quantity: 1, updatedAt: '2026-06-12T09:00:00.000Z' }])]);

  it('“Tout reçu pour toutes les lignes” completes every line, and the count sends the four types of every line', async () => {
    state.apiFetch.mockResolvedValue(transfer);
    renderInFrench(<ReceiptForm transfer={transfer} sourceName="Entrepôt" />);
    expect(screen.getByText('Accepté : 0 · Endommagé : 1 · Manquant : 0 · À compter : 4')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Tout reçu pour toutes les lignes' }));
    expect(screen.getByText('Accepté : 4 · Endommagé : 1 · Manquant : 0 · À compter : 0')).toBeTruthy();
    expect(screen.getByText('Comptage non enregistré')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer le comptage' }));
    await waitFor(() => expect(state.apiFetch).toHaveBeenCalledTimes(1));
    const [path, options] = state.apiFetch.mock.calls[0]!;
    expect(path).toBe('/v1/inventory-transfers/tr-1/receipts');
    expect(options.method).toBe('PUT');
    expect(options.body.receipts).toEqual([
      { transferItemId: 'l-m', type: 'success', quantity: 3 },
      { transferItemId: 'l-m', type: 'damaged', quantity: 0 },
      { transferItemId: 'l-m', type: 'missing', quantity: 0 },
      { transferItemId: 'l-m', type: 'regul', quantity: 0 },
      { transferItemId: 'l-l', type: 'success', quantity: 1 },
      { transferItemId: 'l-l', type: 'damaged', quantity: 1 },
      { transferItemId: 'l-l', type: 'missing', quantity: 0 },
      { transferItemId: 'l-l', type: 'regul', quantity: 0 },
    ]);
  });

  it('asks what becomes of uncounted units before validating, and sends `remaining` only then', async () => {
    state.apiFetch.mockResolvedValue({ ...transfer, status: 'finished' });
    renderInFrench(<ReceiptForm transfer={transfer} sourceName="Entrepôt" />);
    fireEvent.click(screen.getByRole('button', { name: 'Valider la réception' }));
    const dialog = screen.getByRole('dialog', { name: 'Valider la réception ?' });
    expect(within(dialog).getByText('4 unités ne sont pas comptées. Elles sont :')).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Valider la réception' }));
    expect(within(dialog).getByText('Choisissez ce que deviennent les unités non comptées.')).toBeTruthy();
    expect(state.apiFetch).not.toHaveBeenCalled();

    fireEvent.click(within(dialog).getByRole('radio', { name: 'manquantes' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Valider la réception' }));
    await waitFor(() => expect(state.apiFetch).toHaveBeenCalledTimes(1));
    expect(state.apiFetch.mock.calls[0]![0]).toBe('/v1/inventory-transfers/tr-1/complete');
    expect(state.apiFetch.mock.calls[0]![1].body).toEqual({ remaining: 'missing' });
  });

  it('validates a fully counted transfer without `remaining`, saving the count on screen first', async () => {
    state.apiFetch.mockResolvedValue(transfer);
    renderInFrench(<ReceiptForm transfer={transfer} sourceName="Entrepôt" />);
    fireEvent.click(screen.getByRole('button', { name: 'Tout reçu pour toutes les lignes' }));
    fireEvent.click(screen.getByRole('button', { name: 'Valider la réception' }));
    const dialog = screen.getByRole('dialog', { name: 'Valider la réception ?' });
    expect(within(dialog).queryByRole('radio')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Valider la réception' }));
    await waitFor(() => expect(state.apiFetch).toHaveBeenCalledTimes(2));
    expect(state.apiFetch.mock.calls.map(([path]) => path)).toEqual(['/v1/inventory-transfers/tr-1/receipts', '/v1/inventory-transfers/tr-1/complete']);
    expect(state.apiFetch.mock.calls[1]![1].body).toEqual({});
  });
});
