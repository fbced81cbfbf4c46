import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CollectionsPanel } from '@/features/register/components/collections-panel';
import type { CollectionPage, CollectionView } from '@/features/shops/types';
import type { StandView } from '@/features/stands';
import { ApiError } from '@/lib/api-client';
import { renderInFrench } from './register-fixtures';

const state = vi.hoisted(() => ({ apiFetch: vi.fn() }));
vi.mock('@/lib/api-client', async (importOriginal) => ({ ...(await importOriginal<typeof import('@/lib/api-client')>()), apiFetch: state.apiFetch }));
vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() } }));

const stand: StandView = { id: 'stand-1', eventId: 'ev-1', name: 'Hall', inventoryId: 'inv-1', isCashCompatible: true, changeFund: 15000, cardReaderId: null, status: 'opened', sellers: [], createdAt: '', updatedAt: '' };

function collection(number: number, overrides: Partial<CollectionView> = {}): CollectionView {
  return {
    orderId: `00000000-0000-4000-8000-00000000000${number}`,
    number,
    customerName: 'Léa Dupont',
    status: 'paid',
    totalInclVat: 5000,
    items: [{ productTitle: 'T-shirt Tournée', variantTitle: 'M', quantity: 2 }],
    paidAt: '2026-07-14T18:00:00.000Z',
    preparedAt: null,
    handedOverAt: null,
    handedOverStandName: null,
    handedOverByName: null,
    ...overrides,
  };
}

const page = (data: CollectionView[]): CollectionPage => ({ data, meta: { page: 1, limit: 20, total: data.length }, collectionPoint: { shopId: 'shop-1', status: 'opened' } });
const changes = () => state.apiFetch.mock.calls.filter(([, options]) => options?.method === 'PUT');

beforeEach(() => {
  state.apiFetch.mockReset();
});

describe('the Retraits tab', () => {
  it('lists the orders to hand over with what goes in the bag, and searches by number or name', async () => {
    state.apiFetch.mockResolvedValue(page([collection(3), collection(4, { customerName: null, status: 'prepared' })]));
    renderInFrench(<CollectionsPanel stand={stand} />);
    const first = await screen.findByRole('article', { name: 'Commande n° 3' });
    expect(within(first).getByText('2 × T-shirt Tournée — M')).toBeTruthy();
    expect(within(first).getByText('À préparer')).toBeTruthy();
    expect(within(screen.getByRole('article', { name: 'Commande n° 4' })).getByText('Sans nom')).toBeTruthy();
    // A ready order cannot be marked ready again, only handed over.
    expect(within(screen.getByRole('article', { name: 'Commande n° 4' })).queryByRole('button', { name: 'Marquer prête' })).toBeNull();

    fireEvent.change(screen.getByLabelText('Numéro de commande ou nom'), { target: { value: ' dupont ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Rechercher' }));
    await waitFor(() => expect(state.apiFetch).toHaveBeenLastCalledWith('/v1/stands/stand-1/collections', { query: { state: 'toCollect', q: 'dupont', page: 1, limit: 20 } }));
    fireEvent.click(screen.getByRole('button', { name: 'Déjà remises' }));
    await waitFor(() => expect(state.apiFetch).toHaveBeenLastCalledWith('/v1/stands/stand-1/collections', { query: { state: 'handedOver', q: 'dupont', page: 1, limit: 20 } }));
  });

  it('hands an order over after a last check, with one key for the order, the same on a retry', async () => {
    const order = collection(3);
    let answers = 0;
    state.apiFetch.mockImplementation((path: string, options?: { method?: string }) => {
      if (options?.method !== 'PUT') return Promise.resolve(page([order]));
      answers += 1;
      return answers === 1 ? Promise.reject(new ApiError(409, { errorCode: 'ORDER_ALREADY_HANDED_OVER' })) : Promise.resolve({ ...order, status: 'exchanged' });
    });
    renderInFrench(<CollectionsPanel stand={stand} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Remettre au client' }));
    const dialog = screen.getByRole('dialog', { name: 'Remettre la commande n° 3 ?' });
    expect(within(dialog).getByText('Client : Léa Dupont')).toBeTruthy();
    expect(changes()).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirmer la remise' }));
    await waitFor(() => expect(changes()).toHaveLength(1));
    expect(changes()[0]).toEqual(['/v1/stands/stand-1/collections/' + order.orderId, expect.objectContaining({ method: 'PUT', body: { status: 'exchanged' } })]);

    fireEvent.click(await screen.findByRole('button', { name: 'Remettre au client' }));
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Remettre la commande n° 3 ?' })).getByRole('button', { name: 'Confirmer la remise' }));
    await waitFor(() => expect(changes()).toHaveLength(2));
    const keys = changes().map(([, options]) => options.headers['Idempotency-Key']);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
  });

  it('marks an order ready', async () => {
    state.apiFetch.mockImplementation((_path: string, options?: { method?: string }) => Promise.resolve(options?.method === 'PUT' ? collection(3, { status: 'prepared' }) : page([collection(3)])));
    renderInFrench(<CollectionsPanel stand={stand} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Marquer prête' }));
    await waitFor(() => expect(changes()).toHaveLength(1));
    expect(changes()[0]![1]).toMatchObject({ body: { status: 'prepared' } });
  });

  it('opens the scanner, and says so when the tablet has no camera: the number is typed instead', async () => {
    state.apiFetch.mockResolvedValue(page([]));
    renderInFrench(<CollectionsPanel stand={stand} />);
    expect(await screen.findByText('Aucune commande à remettre pour l’instant.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Scanner le QR code' }));
    const dialog = screen.getByRole('dialog', { name: 'Scanner le QR code de la commande' });
    expect(await within(dialog).findByText('Aucune caméra n’est disponible : tapez le numéro de commande.')).toBeTruthy();
  });
});
