import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ClientSubscriptionPanel } from '@/features/subscriptions/components/client-subscription-panel';
import { SandboxCheckoutScreen } from '@/features/subscriptions/components/sandbox-checkout-screen';
import { clientId, overview, renderWithProviders, subscription, text } from './subscription-fixtures';

const state = vi.hoisted(() => ({
  apiFetch: vi.fn(),
  push: vi.fn(),
  query: {} as Record<string, string>,
  toast: { success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() },
  user: { id: 'u1', role: 'client', clientId: '00000000-0000-4000-8000-0000000000c1' },
}));
vi.mock('@/lib/api-client', async (importOriginal) => ({ ...(await importOriginal<typeof import('@/lib/api-client')>()), apiFetch: state.apiFetch }));
vi.mock('next/router', () => ({ useRouter: () => ({ query: state.query, isReady: true, pathname: '/', asPath: '/', locale: 'fr', replace: vi.fn(), push: state.push }) }));
vi.mock('sonner', () => ({ toast: state.toast }));
vi.mock('@/features/auth', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/features/auth')>()),
  useCurrentUser: () => ({ data: state.user, isPending: false, error: null }),
}));

const checkoutId = '00000000-0000-4000-8000-0000000000b7';
const pending = { ...subscription({ id: checkoutId, status: 'incomplete', plan: 'advanced', currentPeriodStart: null, currentPeriodEnd: null }), checkoutUrl: `/dashboard/subscription/checkout/${checkoutId}` };

beforeEach(() => {
  state.apiFetch.mockReset();
  state.push.mockReset();
  Object.values(state.toast).forEach((mock) => mock.mockReset());
  state.query = { id: checkoutId };
});

describe('SandboxCheckoutScreen', () => {
  it('says it is a test, shows the plan and its price, and settles the payment as paid', async () => {
    state.apiFetch.mockImplementation(async (path: string, options?: { method?: string }) =>
      options?.method === 'POST' ? { ...pending, status: 'active' } : overview(null, { pendingCheckout: pending, history: [pending] }),
    );
    renderWithProviders(<SandboxCheckoutScreen />);
    expect(screen.getByText('Mode test — aucun paiement réel')).toBeTruthy();
    const section = await screen.findByRole('region', { name: 'Paiement de votre abonnement' });
    expect(text(section.textContent)).toContain('OffreAdvanced');
    // Excluding and including VAT (issue #25).
    expect(text(screen.getByTestId('checkout-excl-vat').textContent)).toBe('249,00 €');
    expect(text(section.textContent)).toContain('TVA (20 %)49,80 €');
    expect(text(screen.getByTestId('checkout-incl-vat').textContent)).toBe('298,80 €');
    fireEvent.click(within(section).getByRole('button', { name: 'Payer' }));
    await waitFor(() => expect(state.push).toHaveBeenCalledWith('/dashboard/subscription'));
    expect(state.apiFetch).toHaveBeenCalledWith(`/v1/subscriptions/${checkoutId}/sandbox-outcome`, { method: 'POST', body: { outcome: 'paid' } });
    expect(state.toast.success).toHaveBeenCalledWith('Paiement accepté : votre offre Advanced est active.', expect.anything());
  });

  it('declines the payment and says nothing was subscribed', async () => {
    state.apiFetch.mockImplementation(async (path: string, options?: { method?: string }) =>
      options?.method === 'POST' ? { ...pending, status: 'expired' } : overview(null, { pendingCheckout: pending, history: [pending] }),
    );
    renderWithProviders(<SandboxCheckoutScreen />);
    fireEvent.click(await screen.findByRole('button', { name: 'Refuser le paiement' }));
    await waitFor(() => expect(state.push).toHaveBeenCalledWith('/dashboard/subscription'));
    expect(state.apiFetch).toHaveBeenCalledWith(`/v1/subscriptions/${checkoutId}/sandbox-outcome`, { method: 'POST', body: { outcome: 'declined' } });
    expect(state.toast.warning).toHaveBeenCalledWith('Paiement refusé : aucune offre n’a été souscrite.', expect.anything());
  });

  it('says a payment already settled is not found', async () => {
    state.apiFetch.mockResolvedValue(overview(subscription()));
    renderWithProviders(<SandboxCheckoutScreen />);
    expect(await screen.findByRole('heading', { name: 'Paiement introuvable' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Payer' })).toBeNull();
  });
});

describe('ClientSubscriptionPanel (admin)', () => {
  const trial = subscription({ plan: 'advanced', status: 'trialing', provider: 'platform' });

  it('shows the current plan and history, and grants a plan', async () => {
    const granted = subscription({ id: 'g1', plan: 'pro', provider: 'platform', currentPeriodEnd: null });
    state.apiFetch.mockImplementation(async (path: string, options?: { method?: string }) =>
      options?.method === 'PUT' ? overview(granted, { history: [granted, { ...trial, status: 'expired' }] }) : overview(trial),
    );
    renderWithProviders(<ClientSubscriptionPanel client={{ id: clientId, allowAllFeatures: false }} />);
    const panel = await screen.findByRole('region', { name: 'Abonnement' });
    expect(await within(panel).findByText('Essai gratuit', { selector: 'dl span' })).toBeTruthy();
    expect(within(panel).getByRole('table')).toBeTruthy();
    const select = within(panel).getByLabelText('Offre attribuée par la plateforme');
    expect(within(panel).getByRole('button', { name: 'Attribuer' }).hasAttribute('disabled')).toBe(true);
    fireEvent.change(select, { target: { value: 'pro' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Attribuer' }));
    await waitFor(() => expect(state.toast.success).toHaveBeenCalledWith('Offre attribuée : Pro.', expect.anything()));
    expect(state.apiFetch).toHaveBeenCalledWith(`/v1/clients/${clientId}/granted-plan`, { method: 'PUT', body: { plan: 'pro' } });
  });

  it('opens every feature with allowAllFeatures', async () => {
    state.apiFetch.mockImplementation(async (path: string, options?: { method?: string }) =>
      options?.method === 'PATCH' ? { id: clientId, allowAllFeatures: true } : overview(trial),
    );
    renderWithProviders(<ClientSubscriptionPanel client={{ id: clientId, allowAllFeatures: false }} />);
    fireEvent.click(await screen.findByRole('switch', { name: 'Ouvrir toutes les fonctionnalités, sans limite' }));
    await waitFor(() => expect(state.apiFetch).toHaveBeenCalledWith(`/v1/clients/${clientId}`, { method: 'PATCH', body: { allowAllFeatures: true } }));
    await waitFor(() => expect(state.toast.success).toHaveBeenCalledWith('Toutes les fonctionnalités sont ouvertes.', expect.anything()));
  });
});
