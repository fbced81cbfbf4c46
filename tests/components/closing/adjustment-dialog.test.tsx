import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderView } from '@/features/orders';
import { ApiError } from '@/lib/api-client';
import { adjustment, eventId, item, order, projectId, settlement } from './settlement-fixtures';
import { renderSettlement } from './settlement-render';

const state = vi.hoisted(() => ({ apiFetch: vi.fn(), adjust: vi.fn() }));
vi.mock('@/lib/api-client', async (importOriginal) => ({ ...(await importOriginal<typeof import('@/lib/api-client')>()), apiFetch: state.apiFetch }));
vi.mock('next/router', () => ({ useRouter: () => ({ query: {}, push: vi.fn(), replace: vi.fn(), locale: 'fr' }) }));
vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() } }));

const adjustmentsPath = `/v1/events/${eventId}/adjustments`;
const ticket = order({ items: [item({}), item({ id: '00000000-0000-4000-8000-000000000021', productTitle: 'Vinyle', variantTitle: null, quantity: 1, unitPrice: 3000, lineTotal: 3000, lineVat: 500 })] });
const shopOrder = order({ id: '00000000-0000-4000-8000-000000000011', channel: 'shop', standId: null, standName: null, ticketNumber: 5, paymentMethod: 'card' });

/** The API of the page: the settlement, the tour (its owner's), the date's sales, and the adjustment's answer. */
function serve(sales: OrderView[] = [ticket, shopOrder]) {
  state.apiFetch.mockImplementation(async (path: string, init?: { query?: Record<string, unknown> }) => {
    if (path === `/v1/projects/${projectId}`) return { id: projectId, status: 'active', myRole: 'owner' };
    if (path === '/v1/orders') return { data: sales, meta: { total: sales.length, page: 1, limit: 10 } };
    if (path === adjustmentsPath) return state.adjust(init);
    return settlement;
  });
}

const posts = () => state.apiFetch.mock.calls.filter(([path]) => path === adjustmentsPath).map(([, init]) => init as { method: string; body: Record<string, unknown>; headers: Record<string, string> });

async function openDialog() {
  renderSettlement();
  fireEvent.click(await screen.findByRole('button', { name: 'Rembourser après clôture' }));
  return screen.getByRole('dialog', { name: 'Rembourser après clôture' });
}

async function chooseSale(dialog: HTMLElement, name: RegExp) {
  fireEvent.click(await within(dialog).findByRole('radio', { name }));
}

const submitOf = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: /^Rembourser/ });

beforeEach(() => {
  state.apiFetch.mockReset();
  state.adjust.mockReset();
  vi.mocked(toast.success).mockReset();
  vi.mocked(toast.error).mockReset();
});

describe('refunding after the closing', () => {
  it('opens a labelled dialog that looks the date’s refundable sales up by number', async () => {
    serve();
    const dialog = await openDialog();
    const search = within(dialog).getByRole('searchbox', { name: 'Rechercher la vente' });
    expect(document.activeElement).toBe(search);
    expect(await within(dialog).findByRole('radio', { name: /Ticket n° 12/ })).toBeTruthy();
    expect(within(dialog).getByRole('radio', { name: /Commande n° 5.*Boutique en ligne/ })).toBeTruthy();
    fireEvent.change(search, { target: { value: '12' } });
    await waitFor(() => expect(state.apiFetch).toHaveBeenCalledWith('/v1/orders', { query: { eventId, status: ['paid', 'prepared', 'finished', 'exchanged'], q: '12', limit: 10 } }));
  });

  it('asks for a sale, then for items and a reason, before sending anything', async () => {
    serve();
    const dialog = await openDialog();
    fireEvent.click(submitOf(dialog));
    expect(await within(dialog).findByText('Choisissez la vente à rembourser.')).toBeTruthy();
    await chooseSale(dialog, /Ticket n° 12/);
    fireEvent.click(submitOf(dialog));
    expect(await within(dialog).findByText('Choisissez au moins un article à rembourser.')).toBeTruthy();
    expect(within(dialog).getByRole('textbox', { name: 'Motif' }).getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).getByText('Indiquez un motif de 3 à 500 caractères.')).toBeTruthy();
    expect(within(dialog).queryByText('Choisissez la vente à rembourser.')).toBeNull();
    expect(posts()).toEqual([]);
  });

  it('sends the lines, method, destination and reason with an Idempotency-Key, then lists it and says so', async () => {
    serve();
    state.adjust.mockResolvedValue({ ...adjustment, amount: 2500 });
    const dialog = await openDialog();
    await chooseSale(dialog, /Ticket n° 12/);
    // A cash sale at the stand: cash only (no card to give back to), the warehouse by default.
    expect(within(dialog).queryByRole('radio', { name: 'Carte' })).toBeNull();
    expect((within(dialog).getByRole('radio', { name: 'Espèces' }) as HTMLInputElement).checked).toBe(true);
    expect((within(dialog).getByRole('radio', { name: 'À l’entrepôt de la tournée' }) as HTMLInputElement).checked).toBe(true);
    const quantity = within(dialog).getByRole('spinbutton', { name: 'Quantité à rembourser – T-shirt Tournée · M' });
    expect(quantity.getAttribute('max')).toBe('2');
    fireEvent.change(quantity, { target: { value: '5' } });
    expect((quantity as HTMLInputElement).value).toBe('2');
    fireEvent.change(quantity, { target: { value: '1' } });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /Endommagé.*T-shirt Tournée/ }));
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Sortis du stock (abîmés)' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Motif' }), { target: { value: '  Taille trop petite  ' } });
    expect(within(dialog).getByText('Montant remboursé : 25,00 €', { normalizer: (text) => text.replace(/\u202f|\u00a0/g, ' ') })).toBeTruthy();
    fireEvent.click(submitOf(dialog));

    await waitFor(() => expect(posts()).toHaveLength(1));
    const [sent] = posts();
    expect(sent!.method).toBe('POST');
    expect(sent!.body).toEqual({ orderId: ticket.id, items: [{ orderItemId: ticket.items[0]!.id, quantity: 1, damaged: true }], method: 'cash', destination: 'writeOff', reason: 'Taille trop petite' });
    expect(sent!.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(expect.stringMatching(/25,00.€ remboursés sur Ticket n° 12\./), expect.anything()));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The settlement is read again, so that the list shows the adjustment.
    expect(state.apiFetch.mock.calls.filter(([path]) => path === `/v1/events/${eventId}/settlement`).length).toBeGreaterThanOrEqual(2);
  });

  it('refunds a shop order to its card only', async () => {
    serve();
    const dialog = await openDialog();
    await chooseSale(dialog, /Commande n° 5/);
    expect(within(dialog).queryByRole('radio', { name: 'Espèces' })).toBeNull();
    expect((within(dialog).getByRole('radio', { name: 'Carte' }) as HTMLInputElement).checked).toBe(true);
    expect(within(dialog).getByText(/payée en ligne/)).toBeTruthy();
  });

  it('on a refusal, shows the catalogue toast and marks the lines and fields it names; the next attempt has a new key', async () => {
    serve();
    state.adjust.mockRejectedValueOnce(new ApiError(400, { errorCode: 'REFUND_ORDER_ITEM_QUANTITY_TOO_HIGH', fields: ['items.0.quantity'] }));
    state.adjust.mockRejectedValueOnce(new ApiError(400, { errorCode: 'VALIDATION_ERRORS', fields: ['method'] }));
    const dialog = await openDialog();
    await chooseSale(dialog, /Ticket n° 12/);
    fireEvent.change(within(dialog).getByRole('spinbutton', { name: /Vinyle/ }), { target: { value: '1' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Motif' }), { target: { value: 'Disque rayé' } });
    fireEvent.click(submitOf(dialog));

    expect(await within(dialog).findByText('Plus que ce qui reste à rembourser.')).toBeTruthy();
    expect(within(dialog).getByRole('spinbutton', { name: /Vinyle/ }).getAttribute('aria-invalid')).toBe('true');
    expect(toast.error).toHaveBeenCalledWith('Quantité à rembourser trop élevée', expect.anything());
    expect(screen.getByRole('dialog')).toBeTruthy();

    fireEvent.click(submitOf(dialog));
    expect(await within(dialog).findByText('Ce mode de remboursement n’est pas possible pour cette vente.')).toBeTruthy();
    const [first, second] = posts();
    expect(second!.headers['Idempotency-Key']).not.toBe(first!.headers['Idempotency-Key']);
  });

  it('sends an unanswered attempt again with the same key, so the customer is refunded once', async () => {
    serve();
    state.adjust.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    state.adjust.mockResolvedValueOnce(adjustment);
    const dialog = await openDialog();
    await chooseSale(dialog, /Ticket n° 12/);
    fireEvent.change(within(dialog).getByRole('spinbutton', { name: /T-shirt/ }), { target: { value: '1' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Motif' }), { target: { value: 'Taille trop petite' } });
    fireEvent.click(submitOf(dialog));
    await waitFor(() => expect(posts()).toHaveLength(2), { timeout: 3000 });
    const [first, second] = posts();
    expect(second!.headers['Idempotency-Key']).toBe(first!.headers['Idempotency-Key']);
    await waitFor(() => expect(toast.success).toHaveBeenCalled());
  });
});
