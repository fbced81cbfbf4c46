import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ShopCard } from '@/features/shops';
import { ApiError } from '@/lib/api-client';
import { account, eventId, fakeApi, planFeatures, project, projectId, refusal, renderWithShops, shop, standId, type FakeApi } from './shop-fixtures';

const state = vi.hoisted(() => ({ apiFetch: vi.fn(), push: vi.fn(), toast: { success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() } }));
vi.mock('@/lib/api-client', async (importOriginal) => ({ ...(await importOriginal<typeof import('@/lib/api-client')>()), apiFetch: state.apiFetch }));
vi.mock('next/router', () => ({ useRouter: () => ({ query: {}, push: state.push, replace: vi.fn() }) }));
vi.mock('sonner', () => ({ toast: state.toast }));
vi.mock('@/features/auth', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/features/auth')>()),
  useCurrentUser: () => ({ data: { id: 'u-1', role: 'client', clientId: 'c-1' }, isPending: false, error: null }),
}));

// The shop's details come in a chunk of their own once the shop exists (issue #28): transformed once here, so that the
// first test's wait for them is the chunk's, not the test runner's first compilation of the forms and the QR code.
beforeAll(async () => {
  await import('@/features/shops/components/shop-details');
});

let api: FakeApi;
beforeEach(() => {
  api = { project, features: planFeatures(), shop: null, account: null, products: [], writes: {} };
  state.push.mockReset();
  state.apiFetch.mockReset();
  state.apiFetch.mockImplementation((path: string, options?: { method?: string; body?: unknown }) => fakeApi(api)(path, options));
  Object.values(state.toast).forEach((toast) => toast.mockReset());
});

const renderCard = (eventStatus: 'pending' | 'finished' = 'pending') => renderWithShops(<ShopCard projectId={projectId} eventId={eventId} eventStatus={eventStatus} />);
const calls = (method: string, path: string) => state.apiFetch.mock.calls.filter(([callPath, options]) => callPath === path && (options?.method ?? 'GET') === method);

describe('ShopCard, before the shop exists', () => {
  it('explains click-and-collect and creates the shop, then shows its status, address and QR code', async () => {
    api.writes['POST /v1/shops'] = async () => (api.shop = shop);
    renderCard();
    expect(screen.getByText(/commandent en ligne et viennent retirer/)).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Créer la boutique' }));
    expect(await screen.findByTestId('shop-status')).toHaveProperty('textContent', 'Brouillon');
    expect(calls('POST', '/v1/shops')[0]![1]).toMatchObject({ body: { eventId } });
    expect(screen.getByTestId('shop-address').getAttribute('href')).toBe('/s/k7m2qvtx9a');
    expect(screen.getByRole('img', { name: /QR code de l’adresse de la boutique .*\/s\/k7m2qvtx9a/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Télécharger le QR code' })).toBeTruthy();
  });

  it('offers an observer no creation', async () => {
    api.project = { ...project, myRole: 'viewer' };
    renderCard();
    expect(await screen.findByText('Aucune boutique en ligne pour cette date.')).toBeTruthy();
    await waitFor(() => expect(calls('GET', `/v1/projects/${projectId}`)).toHaveLength(1));
    expect(screen.queryByRole('button', { name: 'Créer la boutique' })).toBeNull();
  });

  it('says a finished date can no longer have a shop', async () => {
    renderCard('finished');
    expect(await screen.findByText('Une date annulée ou terminée ne peut plus avoir de boutique.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Créer la boutique' })).toBeNull();
  });
});

describe('ShopCard, the payout account', () => {
  it('creates the account, then says it is ready in test mode', async () => {
    api.shop = shop;
    api.writes['POST /v1/clients/payment-account'] = async () => (api.account = account);
    renderCard();
    fireEvent.click(await screen.findByRole('button', { name: 'Créer mon compte de paiement' }));
    expect(await screen.findByText('Compte prêt à recevoir les paiements')).toBeTruthy();
    expect(screen.getByText('Mode test')).toBeTruthy();
  });

  it('sends a pending account to the provider to finish signing up', async () => {
    api.shop = shop;
    api.account = { ...account, provider: 'stripe', status: 'pending', canReceivePayments: false };
    api.writes['POST /v1/clients/payment-account/link'] = async () => ({ url: 'https://connect.example/onboarding' });
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign, origin: 'http://localhost' });
    renderCard();
    fireEvent.click(await screen.findByRole('button', { name: 'Terminer l’inscription' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://connect.example/onboarding'));
    expect(screen.queryByText('Mode test')).toBeNull();
    vi.unstubAllGlobals();
  });
});

describe('ShopCard, collection and opening', () => {
  it('keeps opening disabled with its reason until a collection stand is saved', async () => {
    api.shop = shop;
    api.account = account;
    renderCard();
    const open = await screen.findByRole('button', { name: 'Ouvrir la boutique' });
    expect(open).toHaveProperty('disabled', true);
    expect(open.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(open.getAttribute('aria-describedby')!)?.textContent).toMatch(/au moins un stand de retrait/);
  });

  it('saves the stands and times, and shows a closing before the opening under its field', async () => {
    api.shop = shop;
    api.account = account;
    api.writes[`PATCH /v1/shops/${shop.id}`] = async (body) => (api.shop = { ...shop, ...(body as object) });
    renderCard();
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Stand du hall' }));
    fireEvent.change(screen.getByLabelText('Début du retrait'), { target: { value: '2026-07-14T18:00' } });
    fireEvent.change(screen.getByLabelText('Fin du retrait'), { target: { value: '2026-07-14T17:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer le retrait' }));
    expect(await screen.findByText('La fin doit venir après le début.')).toBeTruthy();
    expect(calls('PATCH', `/v1/shops/${shop.id}`)).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('Fin du retrait'), { target: { value: '2026-07-14T23:30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer le retrait' }));
    await waitFor(() => expect(calls('PATCH', `/v1/shops/${shop.id}`)).toHaveLength(1));
    expect(calls('PATCH', `/v1/shops/${shop.id}`)[0]![1]).toMatchObject({ body: { collectionStandIds: [standId], collectionOpensAt: '2026-07-14T18:00', collectionClosesAt: '2026-07-14T23:30' } });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Ouvrir la boutique' })).toHaveProperty('disabled', false));
  });

  it('sets what one order may hold: per item at most per order, explained under the field, then saved', async () => {
    api.shop = shop;
    api.account = account;
    api.writes[`PATCH /v1/shops/${shop.id}`] = async (body) => (api.shop = { ...shop, ...(body as object) });
    renderCard();
    const perLine = await screen.findByLabelText('Maximum par article (taille, couleur…)');
    const perOrder = screen.getByLabelText('Maximum par commande');
    expect([(perLine as HTMLInputElement).value, (perOrder as HTMLInputElement).value]).toEqual(['5', '10']);
    fireEvent.change(perLine, { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer les quantités' }));
    expect(await screen.findByText('Le maximum par article ne peut pas dépasser le maximum par commande.')).toBeTruthy();
    expect(calls('PATCH', `/v1/shops/${shop.id}`)).toHaveLength(0);

    fireEvent.change(perOrder, { target: { value: '20' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer les quantités' }));
    await waitFor(() => expect(calls('PATCH', `/v1/shops/${shop.id}`)).toHaveLength(1));
    expect(calls('PATCH', `/v1/shops/${shop.id}`)[0]![1]).toMatchObject({ body: { orderLimits: { perLine: 12, perOrder: 20 } } });
    await waitFor(() => expect(state.toast.success).toHaveBeenCalled());
  });

  it('writes the organiser’s conditions of sale, starting from the default text if asked, and saves them as plain text (issue #25)', async () => {
    api.shop = shop;
    api.account = account;
    api.writes[`PATCH /v1/shops/${shop.id}`] = async (body) => (api.shop = { ...shop, ...(body as object) });
    renderCard();
    const field = (await screen.findByLabelText('Vos conditions de vente')) as HTMLTextAreaElement;
    expect(field.value).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Partir du texte par défaut' }));
    expect(field.value).toContain('sont vendus par [votre organisation]');
    fireEvent.change(field, { target: { value: 'Article 1 : retrait au stand.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer les conditions' }));
    await waitFor(() => expect(calls('PATCH', `/v1/shops/${shop.id}`)).toHaveLength(1));
    expect(calls('PATCH', `/v1/shops/${shop.id}`)[0]![1]).toMatchObject({ body: { conditionsOfSale: 'Article 1 : retrait au stand.' } });
    await waitFor(() => expect(state.toast.success).toHaveBeenCalledWith('Conditions de vente enregistrées', expect.anything()));
  });

  it('puts a stand the API refuses under the stands', async () => {
    api.shop = shop;
    api.account = account;
    api.writes[`PATCH /v1/shops/${shop.id}`] = () => Promise.reject(refusal(404, 'GET_STAND', ['collectionStandIds.0']));
    renderCard();
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Stand du hall' }));
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer le retrait' }));
    expect(await screen.findByText(/n’est pas de cette date/)).toBeTruthy();
    expect(state.toast.error).not.toHaveBeenCalled();
  });

  it('opens the shop, and closes it after a confirmation that spectators can no longer order', async () => {
    api.shop = { ...shop, collectionStandIds: [standId] };
    api.account = account;
    api.writes[`PUT /v1/shops/${shop.id}/open`] = async () => (api.shop = { ...api.shop!, status: 'opened' });
    api.writes[`PUT /v1/shops/${shop.id}/close`] = async () => (api.shop = { ...api.shop!, status: 'closed' });
    renderCard();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Ouvrir la boutique' })).toHaveProperty('disabled', false));
    fireEvent.click(screen.getByRole('button', { name: 'Ouvrir la boutique' }));
    await waitFor(() => expect(screen.getByTestId('shop-status').textContent).toBe('Ouverte'));
    fireEvent.click(screen.getByRole('button', { name: 'Fermer la boutique' }));
    const dialog = await screen.findByRole('dialog', { name: 'Fermer la boutique ?' });
    expect(within(dialog).getByText(/ne pourront plus commander/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Fermer la boutique' }));
    await waitFor(() => expect(screen.getByTestId('shop-status').textContent).toBe('Fermée'));
  });

  it('shows a refused opening from the error catalogue', async () => {
    api.shop = { ...shop, collectionStandIds: [standId] };
    api.account = account;
    api.writes[`PUT /v1/shops/${shop.id}/open`] = () => Promise.reject(refusal(409, 'NOT_LINKED'));
    renderCard();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Ouvrir la boutique' })).toHaveProperty('disabled', false));
    fireEvent.click(screen.getByRole('button', { name: 'Ouvrir la boutique' }));
    await waitFor(() => expect(state.toast.error).toHaveBeenCalledWith('Compte de paiement non associé', expect.anything()));
  });
});

describe('ShopCard, read-only and catalogue', () => {
  it('shows an observer the shop without the account, the form or the actions', async () => {
    api.project = { ...project, myRole: 'viewer' };
    api.shop = { ...shop, status: 'opened', collectionStandIds: [standId] };
    renderCard();
    expect(await screen.findByTestId('shop-status')).toHaveProperty('textContent', 'Ouverte');
    // Disabled by its fieldset, which the input's own `disabled` property does not reflect.
    expect((await screen.findByRole('checkbox', { name: 'Stand du hall' })).matches(':disabled')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Fermer la boutique' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Enregistrer le retrait' })).toBeNull();
    expect(screen.queryByText('Compte de paiement de l’organisateur')).toBeNull();
    expect(calls('GET', '/v1/clients/payment-account')).toHaveLength(0);
  });

  it('lists the online products with a link to each, and how to send stock', async () => {
    api.shop = shop;
    api.account = account;
    api.products = [{ id: 'p-1', title: 'T-shirt', price: 2500 }];
    renderCard();
    const link = await screen.findByRole('link', { name: 'Modifier T-shirt' });
    expect(link.getAttribute('href')).toBe(`/dashboard/projects/${projectId}/products/p-1`);
    expect(calls('GET', '/v1/products')[0]![1]).toMatchObject({ query: { projectId, isOnline: true } });
    expect(screen.getByRole('link', { name: 'Envoyer du stock à la boutique' }).getAttribute('href')).toBe(`/dashboard/projects/${projectId}/transfers/new?to=inv-shop`);
  });

  it('says when nothing is sold online', async () => {
    api.shop = shop;
    api.account = account;
    renderCard();
    expect(await screen.findByText(/Aucun produit n’est vendu en ligne/)).toBeTruthy();
  });
});

const featuresPath = `/v1/clients/subscription-features/${project.ownerClientId}`;
const shopsRefusal = new ApiError(403, { errorCode: 'FEATURE_NOT_GRANTED', details: { feature: 'onlineShops', plan: 'starter', upgradeTo: 'smart' } });

describe('ShopCard, and the tour owner’s plan', () => {
  it('replaces the creation by what the plan lacks and the link to the plan that has online shops', async () => {
    api.features = { ...planFeatures({ onlineShops: false }), plan: 'starter' };
    renderCard();
    const link = await screen.findByRole('link', { name: 'Passer à l’offre Smart' });
    expect(link.getAttribute('href')).toBe('/dashboard/subscription?plan=smart');
    expect(screen.getByRole('status').textContent).toContain('Boutique en ligne en click and collect');
    expect(screen.queryByRole('button', { name: 'Créer la boutique' })).toBeNull();
    expect(calls('GET', featuresPath)).toHaveLength(1);
  });

  it('creates the shop when the plan has online shops, then reads the plan’s quotas again', async () => {
    api.writes['POST /v1/shops'] = async () => (api.shop = shop);
    renderCard();
    await waitFor(() => expect(calls('GET', featuresPath)).toHaveLength(1));
    fireEvent.click(await screen.findByRole('button', { name: 'Créer la boutique' }));
    expect(await screen.findByTestId('shop-status')).toHaveProperty('textContent', 'Brouillon');
    await waitFor(() => expect(calls('GET', featuresPath)).toHaveLength(2));
    expect(screen.queryByRole('link', { name: /Passer à l’offre/ })).toBeNull();
  });

  it('keeps a draft shop of a plan without online shops readable, opening replaced by the upgrade link', async () => {
    api.features = { ...planFeatures({ onlineShops: false }), plan: 'starter' };
    api.shop = { ...shop, collectionStandIds: [standId] };
    api.account = account;
    renderCard();
    expect(await screen.findByRole('link', { name: 'Passer à l’offre Smart' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Ouvrir la boutique' })).toBeNull();
    expect(screen.getByTestId('shop-status').textContent).toBe('Brouillon');
  });

  it('shows no lock to a project manager of another organisation, who cannot read the owner’s plan, and explains a refusal', async () => {
    api.project = { ...project, myRole: 'projectManager' };
    api.features = { ...planFeatures({ onlineShops: false }), plan: 'starter' };
    api.writes['POST /v1/shops'] = () => Promise.reject(shopsRefusal);
    renderCard();
    fireEvent.click(await screen.findByRole('button', { name: 'Créer la boutique' }));
    await waitFor(() => expect(state.toast.warning).toHaveBeenCalled());
    const [title, options] = state.toast.warning.mock.calls[0] as [string, { action: { label: string; onClick: () => void } }];
    expect(title).toContain('Boutique en ligne en click and collect');
    expect(options.action.label).toBe('Passer à l’offre Smart');
    options.action.onClick();
    expect(state.push).toHaveBeenCalledWith('/dashboard/subscription?plan=smart');
    expect(state.toast.error).not.toHaveBeenCalled();
    expect(calls('GET', featuresPath)).toHaveLength(0);
  });

  it('explains an opening refused by the plan (a stale page) with the way up', async () => {
    api.shop = { ...shop, collectionStandIds: [standId] };
    api.account = account;
    api.writes[`PUT /v1/shops/${shop.id}/open`] = () => Promise.reject(shopsRefusal);
    renderCard();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Ouvrir la boutique' })).toHaveProperty('disabled', false));
    fireEvent.click(screen.getByRole('button', { name: 'Ouvrir la boutique' }));
    await waitFor(() => expect(state.toast.warning).toHaveBeenCalledWith(expect.stringContaining('Boutique en ligne'), expect.anything()));
  });
});
