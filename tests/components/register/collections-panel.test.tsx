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
    handoverMethod: null,
    collectionWindow: { opensAt: null, closesAt: null },
    ...overrides,
  };
}

const page = (data: CollectionView[]): CollectionPage => ({ data, meta: { page: 1, limit: 20, total: data.length }, collectionPoint: { shopId: 'shop-1', status: 'opened' } });
function fillManual(dialog: HTMLElement, values: { number: string; name: string; email: string }) {
  fireEvent.change(within(dialog).getByLabelText('Numéro de commande'), { target: { value: values.number } });
  fireEvent.change(within(dialog).getByLabelText('Nom du client'), { target: { value: values.name } });
  fireEvent.change(within(dialog).getByLabelText('Adresse e-mail de la commande'), { target: { value: values.email } });
}

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

  it('hands an order over by hand from the list: number, name and e-mail typed, one key for the order, the same on a retry', async () => {
    const order = collection(3);
    let answers = 0;
    state.apiFetch.mockImplementation((path: string, options?: { method?: string }) => {
      if (options?.method !== 'PUT') return Promise.resolve(page([order]));
      answers += 1;
      return answers === 1 ? Promise.reject(new ApiError(409, { errorCode: 'ORDER_ALREADY_HANDED_OVER' })) : Promise.resolve({ ...order, status: 'exchanged', handoverMethod: 'manual' });
    });
    renderInFrench(<CollectionsPanel stand={stand} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Remettre au client' }));
    const dialog = screen.getByRole('dialog', { name: 'Remise sans QR code – commande n° 3' });
    expect(within(dialog).getByText('2 × T-shirt Tournée — M')).toBeTruthy();
    // The e-mail is never shown at the stand: the seller types what the buyer says.
    expect(within(dialog).queryByText(/@/)).toBeNull();
    fillManual(dialog, { number: '3', name: 'lea dupont', email: ' Lea@Example.com ' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Vérifier et remettre' }));
    await waitFor(() => expect(changes()).toHaveLength(1));
    expect(changes()[0]).toEqual([
      '/v1/stands/stand-1/collections/' + order.orderId,
      expect.objectContaining({ method: 'PUT', body: { status: 'exchanged', proof: { method: 'manual', number: 3, name: 'lea dupont', email: 'lea@example.com' } } }),
    ]);

    fireEvent.click(await screen.findByRole('button', { name: 'Remettre au client' }));
    const again = screen.getByRole('dialog', { name: 'Remise sans QR code – commande n° 3' });
    fillManual(again, { number: '3', name: 'Léa Dupont', email: 'lea@example.com' });
    fireEvent.click(within(again).getByRole('button', { name: 'Vérifier et remettre' }));
    await waitFor(() => expect(changes()).toHaveLength(2));
    const keys = changes().map(([, options]) => options.headers['Idempotency-Key']);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
  });

  it('a manual handover whose details are not the order’s marks them, keeps the form, and hands nothing over', async () => {
    state.apiFetch.mockImplementation((_path: string, options?: { method?: string }) =>
      options?.method === 'PUT' ? Promise.reject(new ApiError(422, { errorCode: 'COLLECTION_CUSTOMER_MISMATCH', fields: ['proof.email'] })) : Promise.resolve(page([collection(3)])),
    );
    renderInFrench(<CollectionsPanel stand={stand} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Remettre au client' }));
    const dialog = screen.getByRole('dialog', { name: 'Remise sans QR code – commande n° 3' });
    // Nothing is sent while a field is missing or malformed.
    fillManual(dialog, { number: 'trois', name: '', email: 'pas-une-adresse' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Vérifier et remettre' }));
    expect(await within(dialog).findByText('Saisissez le numéro de commande (chiffres seulement).')).toBeTruthy();
    expect(within(dialog).getByLabelText('Adresse e-mail de la commande').getAttribute('aria-invalid')).toBe('true');
    expect(changes()).toHaveLength(0);

    fillManual(dialog, { number: '3', name: 'Léa Dupont', email: 'autre@example.com' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Vérifier et remettre' }));
    expect(await within(dialog).findByText('Ce n’est pas l’adresse e-mail de la commande.')).toBeTruthy();
    expect(within(dialog).getByRole('alert').textContent).toBe('Ces informations ne sont pas celles de la commande : rien n’a été remis.');
    expect(within(dialog).getByLabelText('Adresse e-mail de la commande').getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).getByLabelText('Nom du client').getAttribute('aria-invalid')).toBe('false');
  });

  it('shows how a handed-over order was proved: by its QR code, or by hand', async () => {
    state.apiFetch.mockResolvedValue(
      page([
        collection(3, { status: 'exchanged', handedOverAt: '2026-07-14T19:00:00.000Z', handedOverStandName: 'Hall', handedOverByName: 'Sam', handoverMethod: 'manual' }),
        collection(4, { status: 'exchanged', handedOverAt: '2026-07-14T19:05:00.000Z', handedOverStandName: 'Hall', handedOverByName: 'Sam', handoverMethod: 'scan' }),
      ]),
    );
    renderInFrench(<CollectionsPanel stand={stand} />);
    expect(within(await screen.findByRole('article', { name: 'Commande n° 3' })).getByText('Remise manuelle, sans QR code : numéro, nom et adresse e-mail vérifiés.')).toBeTruthy();
    expect(within(screen.getByRole('article', { name: 'Commande n° 4' })).getByText('Sur présentation du QR code de la commande.')).toBeTruthy();
  });

  it('warns the seller, in the hand-over dialog before its confirmation, of an order collected outside its window (issue #25)', async () => {
    const late = collection(3, { collectionWindow: { opensAt: '2020-07-14T16:00:00.000Z', closesAt: '2020-07-14T21:30:00.000Z' } });
    const inside = collection(4, { collectionWindow: { opensAt: '2020-07-14T16:00:00.000Z', closesAt: '2999-01-01T00:00:00.000Z' } });
    state.apiFetch.mockResolvedValue(page([late, inside]));
    renderInFrench(<CollectionsPanel stand={stand} />);
    fireEvent.click(within(await screen.findByRole('article', { name: 'Commande n° 3' })).getByRole('button', { name: 'Remettre au client' }));
    const dialog = screen.getByRole('dialog', { name: 'Remise sans QR code – commande n° 3' });
    expect(within(dialog).getByTestId('collection-window-warning').textContent).toBe('Attention : le retrait a fermé le 14/07/2020 23:30. Vérifiez avant de remettre la commande maintenant.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    fireEvent.click(within(screen.getByRole('article', { name: 'Commande n° 4' })).getByRole('button', { name: 'Remettre au client' }));
    expect(within(screen.getByRole('dialog', { name: 'Remise sans QR code – commande n° 4' })).queryByTestId('collection-window-warning')).toBeNull();
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
