import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SubscriptionScreen } from '@/features/subscriptions/components/subscription-screen';
import type { SubscriptionsOverview } from '@/features/subscriptions/api';
import type { SubscriptionFeaturesView } from '@/features/entitlements';
import { ApiError } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { clientId, features, inDays, overview, renderWithProviders, subscription, text } from './subscription-fixtures';

const state = vi.hoisted(() => ({
  apiFetch: vi.fn(),
  query: {} as Record<string, string>,
  replace: vi.fn(),
  toast: { success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() },
  // A manager who accepted the terms already: the plan's dialog waits for them otherwise.
  user: { id: 'u1', role: 'client', clientId: '00000000-0000-4000-8000-0000000000c1', eventAgreementVersion: '2024-09-16', teamAgreementVersion: '2024-09-16' } as {
    id: string;
    role: string;
    clientId: string | null;
    eventAgreementVersion?: string;
    teamAgreementVersion?: string;
  },
}));
vi.mock('@/lib/api-client', async (importOriginal) => ({ ...(await importOriginal<typeof import('@/lib/api-client')>()), apiFetch: state.apiFetch }));
vi.mock('next/router', () => ({
  useRouter: () => ({ query: state.query, isReady: true, pathname: '/dashboard/subscription', asPath: '/dashboard/subscription', locale: 'fr', replace: state.replace, push: vi.fn() }),
}));
vi.mock('sonner', () => ({ toast: state.toast }));
vi.mock('@/features/auth', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/features/auth')>()),
  useCurrentUser: () => ({ data: state.user, isPending: false, error: null, refetch: vi.fn() }),
}));

type Handler = (body: unknown) => unknown;

/** The API as the screen reads it, plus the calls a test expects (`METHOD path` → answer). */
function serve(data: { overview: SubscriptionsOverview; features?: SubscriptionFeaturesView }, handlers: Record<string, Handler> = {}) {
  state.apiFetch.mockImplementation(async (path: string, options: { method?: string; body?: unknown } = {}) => {
    const key = `${options.method ?? 'GET'} ${path}`;
    if (key === `GET /v1/clients/${clientId}/subscriptions`) return data.overview;
    if (key === `GET /v1/clients/subscription-features/${clientId}`) return data.features ?? features();
    const handler = handlers[key];
    if (!handler) throw new Error(`Unexpected call: ${key}`);
    return handler(options.body);
  });
}

const assign = vi.fn();
const realLocation = window.location;

const acceptedTermsUser = { ...state.user };

beforeEach(() => {
  state.user = { ...acceptedTermsUser };
  state.apiFetch.mockReset();
  state.replace.mockReset();
  Object.values(state.toast).forEach((mock) => mock.mockReset());
  state.query = {};
  assign.mockReset();
  Object.defineProperty(window, 'location', { configurable: true, value: { ...realLocation, assign } });
});
afterEach(() => {
  Object.defineProperty(window, 'location', { configurable: true, value: realLocation });
});

const planCard = async () => screen.findByRole('region', { name: 'Votre offre' });

describe('SubscriptionScreen (/dashboard/subscription)', () => {
  it('shows the trial with its days left, and lets the manager buy any plan', async () => {
    const end = inDays(12);
    serve({ overview: overview(subscription({ plan: 'advanced', status: 'trialing', provider: 'platform', currentPeriodEnd: end })) });
    renderWithProviders(<SubscriptionScreen />);
    const card = await planCard();
    expect(text(card.textContent)).toContain('Offre Advanced');
    expect(within(card).getByText('Essai gratuit')).toBeTruthy();
    expect(text(card.textContent)).toContain(`12 jours d’essai restants, jusqu’au ${formatDate(end)}.`);
    expect(within(card).queryByRole('button', { name: 'Résilier l’abonnement' })).toBeNull();
    expect(within(card).queryByRole('button', { name: 'Gérer le paiement' })).toBeNull();
    for (const plan of ['Starter', 'Smart', 'Advanced']) expect(screen.getByRole('button', { name: `Choisir l’offre ${plan}` })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Demander l’offre Pro' })).toBeTruthy();
  });

  it('shows an active plan with its price, renewal and quotas; the cancellation says until when it stays', async () => {
    const running = subscription({ currentPeriodEnd: inDays(20) });
    serve(
      { overview: overview(running) },
      { [`PATCH /v1/subscriptions/${running.id}`]: (body) => ({ ...running, cancelAtPeriodEnd: (body as { cancelAtPeriodEnd: boolean }).cancelAtPeriodEnd }) },
    );
    renderWithProviders(<SubscriptionScreen />);
    const card = await planCard();
    expect(within(card).getByText('Active')).toBeTruthy();
    expect(text(card.textContent)).toContain('179,00 € HT / mois');
    // Bought on the sandbox: its month ends, nothing renews it (issue #22).
    expect(text(card.textContent)).toContain(`Mode test : ce mois simulé se termine le ${formatDate(running.currentPeriodEnd!)}, sans renouvellement`);
    expect(within(card).getByRole('button', { name: 'Gérer le paiement' })).toBeTruthy();

    const limits = await screen.findByRole('region', { name: 'Vos limites' });
    expect(text(limits.textContent)).toContain('Événements créés ce mois-ci3 sur 12 · reste 9');
    expect(text(limits.textContent)).toContain('Stands par événement5 au maximum');
    expect(text(limits.textContent)).toContain('Zones de stock (non incluse)');

    const smart = screen.getByRole('article', { name: 'Smart' });
    expect(within(smart).getByText('Votre offre actuelle')).toBeTruthy();
    expect(within(smart).queryByRole('button')).toBeNull();
    expect(screen.getByRole('button', { name: 'Passer à l’offre Advanced' })).toBeTruthy();

    fireEvent.click(within(card).getByRole('button', { name: 'Résilier l’abonnement' }));
    const dialog = screen.getByRole('dialog', { name: 'Résilier votre abonnement ?' });
    expect(text(dialog.textContent)).toContain(`Votre offre Smart reste active jusqu’au ${formatDate(running.currentPeriodEnd!)}.`);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Résilier à la fin de la période' }));
    await waitFor(() => expect(state.apiFetch).toHaveBeenCalledWith(`/v1/subscriptions/${running.id}`, { method: 'PATCH', body: { cancelAtPeriodEnd: true } }));
    await waitFor(() => expect(state.toast.success).toHaveBeenCalledWith(`Résiliation enregistrée : votre offre reste active jusqu’au ${formatDate(running.currentPeriodEnd!)}.`, expect.anything()));
  });

  it('changes the plan of a running subscription after its confirmation', async () => {
    const running = subscription();
    serve({ overview: overview(running) }, { [`PATCH /v1/subscriptions/${running.id}`]: () => ({ ...running, plan: 'advanced' }) });
    renderWithProviders(<SubscriptionScreen />);
    fireEvent.click(await screen.findByRole('button', { name: 'Passer à l’offre Advanced' }));
    const dialog = screen.getByRole('dialog', { name: 'Passer à l’offre Advanced ?' });
    expect(text(dialog.textContent)).toContain('de Smart à Advanced (249,00 € HT par mois)');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Changer d’offre' }));
    await waitFor(() => expect(state.apiFetch).toHaveBeenCalledWith(`/v1/subscriptions/${running.id}`, { method: 'PATCH', body: { plan: 'advanced' } }));
    await waitFor(() => expect(state.toast.success).toHaveBeenCalledWith('Vous êtes passé à l’offre Advanced.', expect.anything()));
  });

  it('shows a scheduled cancellation with its end date, and resumes it', async () => {
    const canceling = subscription({ cancelAtPeriodEnd: true, canceledAt: '2026-03-05T10:00:00.000Z', currentPeriodEnd: inDays(9) });
    serve({ overview: overview(canceling) }, { [`PATCH /v1/subscriptions/${canceling.id}`]: () => ({ ...canceling, cancelAtPeriodEnd: false }) });
    renderWithProviders(<SubscriptionScreen />);
    const card = await planCard();
    expect(within(card).getByText('Résiliation programmée')).toBeTruthy();
    expect(text(card.textContent)).toContain(`il reste actif jusqu’au ${formatDate(canceling.currentPeriodEnd!)}`);
    expect(within(card).queryByRole('button', { name: 'Résilier l’abonnement' })).toBeNull();
    fireEvent.click(within(card).getByRole('button', { name: 'Reprendre l’abonnement' }));
    await waitFor(() => expect(state.apiFetch).toHaveBeenCalledWith(`/v1/subscriptions/${canceling.id}`, { method: 'PATCH', body: { cancelAtPeriodEnd: false } }));
  });

  it('shows a failed payment with the billing portal first', async () => {
    serve({ overview: overview(subscription({ status: 'past_due' })) }, { [`POST /v1/clients/${clientId}/billing-portal`]: () => ({ url: 'https://billing.test/portal' }) });
    renderWithProviders(<SubscriptionScreen />);
    const card = await planCard();
    expect(within(card).getByText('Paiement en retard')).toBeTruthy();
    expect(text(card.textContent)).toContain('Le dernier paiement a échoué.');
    fireEvent.click(within(card).getByRole('button', { name: 'Gérer le paiement' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://billing.test/portal'));
  });

  it('says which address fields are missing when the subscription is refused, with a link to the account page', async () => {
    serve(
      { overview: overview(null), features: features({ plan: null, status: null }) },
      {
        [`POST /v1/clients/${clientId}/subscriptions`]: () => {
          throw new ApiError(422, { errorCode: 'ADDRESS_INCOMPLETE', fields: ['postcode', 'city'] });
        },
      },
    );
    renderWithProviders(<SubscriptionScreen />);
    expect(text((await planCard()).textContent)).toContain('Aucun abonnement en cours.');
    fireEvent.click(screen.getByRole('button', { name: 'Choisir l’offre Smart' }));
    const dialog = screen.getByRole('dialog', { name: 'Souscrire à l’offre Smart ?' });
    expect(text(dialog.textContent)).toContain('179,00 € HT (214,80 € TTC) par mois');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continuer vers le paiement' }));

    const alert = await screen.findByRole('alert');
    expect(text(alert.textContent)).toContain('Complétez l’adresse de votre organisation pour souscrire');
    expect(within(alert).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['le code postal', 'la ville']);
    expect(within(alert).getByRole('link', { name: 'Compléter l’adresse' }).getAttribute('href')).toBe('/dashboard/account');
    expect(state.toast.error).toHaveBeenCalledWith('Adresse incomplète', expect.objectContaining({ description: 'Complétez votre adresse pour vous abonner.' }));
    expect(assign).not.toHaveBeenCalled();
  });

  it('opens the confirmation of the plan named in the address, and goes to the checkout', async () => {
    state.query = { plan: 'smart' };
    serve(
      { overview: overview(null) },
      { [`POST /v1/clients/${clientId}/subscriptions`]: (body) => ({ subscription: subscription({ status: 'incomplete', plan: (body as { plan: 'smart' }).plan }), checkoutUrl: '/dashboard/subscription/checkout/abc' }) },
    );
    renderWithProviders(<SubscriptionScreen />);
    const dialog = await screen.findByRole('dialog', { name: 'Souscrire à l’offre Smart ?' });
    expect(state.replace).toHaveBeenCalledWith({ pathname: '/dashboard/subscription', query: {} }, undefined, { shallow: true, scroll: false });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continuer vers le paiement' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/dashboard/subscription/checkout/abc'));
    expect(state.apiFetch).toHaveBeenCalledWith(`/v1/clients/${clientId}/subscriptions`, { method: 'POST', body: { plan: 'smart' } });
  });

  it('keeps the plan named in the address waiting while the terms are to be accepted (their modals come first)', async () => {
    state.query = { plan: 'smart' };
    state.user = { ...state.user, eventAgreementVersion: '', teamAgreementVersion: '' };
    serve({ overview: overview(null) });
    renderWithProviders(<SubscriptionScreen />);
    await screen.findByRole('heading', { name: 'Choisir une offre' });
    expect(screen.queryByRole('dialog', { name: 'Souscrire à l’offre Smart ?' })).toBeNull();
    expect(state.replace).not.toHaveBeenCalled();
  });

  it('thanks the manager back from a paid checkout, and says nothing was charged after a canceled one', async () => {
    state.query = { checkout: 'success' };
    serve({ overview: overview(subscription()) });
    const { unmount } = renderWithProviders(<SubscriptionScreen />);
    await waitFor(() => expect(state.toast.success).toHaveBeenCalledWith('Merci ! Votre paiement est bien reçu.', expect.anything()));
    unmount();
    state.query = { checkout: 'canceled' };
    renderWithProviders(<SubscriptionScreen />);
    await waitFor(() => expect(state.toast.info).toHaveBeenCalledWith('Paiement annulé', expect.anything()));
  });

  it('sends the pro request from its contact form', async () => {
    serve({ overview: overview(null) }, { [`POST /v1/clients/${clientId}/pro-request`]: () => ({ sent: 1 }) });
    renderWithProviders(<SubscriptionScreen />);
    fireEvent.click(await screen.findByRole('button', { name: 'Demander l’offre Pro' }));
    const dialog = screen.getByRole('dialog', { name: 'Demander l’offre Pro' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Envoyer la demande' }));
    expect(within(dialog).getByText('Écrivez un message de 10 à 2 000 caractères.')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Votre message'), { target: { value: 'Trois tournées en 2027, 60 dates.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Envoyer la demande' }));
    await waitFor(() => expect(state.toast.success).toHaveBeenCalledWith('Demande envoyée', expect.objectContaining({ description: 'Notre équipe vous recontacte rapidement.' })));
    expect(state.apiFetch).toHaveBeenCalledWith(`/v1/clients/${clientId}/pro-request`, { method: 'POST', body: { message: 'Trois tournées en 2027, 60 dates.' } });
  });

  it('shows the read failure as the catalogue toast, with a retry', async () => {
    state.apiFetch.mockRejectedValue(new ApiError(500, { errorCode: 'UNEXPECTED_ERROR' }));
    renderWithProviders(<SubscriptionScreen />);
    expect(await screen.findByRole('button', { name: 'Réessayer' })).toBeTruthy();
    await waitFor(() => expect(state.toast.error).toHaveBeenCalledWith('Lecture impossible', expect.anything()));
  });
});
