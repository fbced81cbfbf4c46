import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BrandingSettings } from '@/features/clients/components/branding-settings';
import type { SubscriptionFeaturesView } from '@/features/entitlements';
import { ApiError } from '@/lib/api-client';
import { renderScreen } from '../../support/render-screen';

const state = vi.hoisted(() => ({ apiFetch: vi.fn(), push: vi.fn(), toast: { success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() } }));
vi.mock('@/lib/api-client', async (importOriginal) => ({ ...(await importOriginal<typeof import('@/lib/api-client')>()), apiFetch: state.apiFetch }));
vi.mock('next/router', () => ({ useRouter: () => ({ query: {}, push: state.push, replace: vi.fn() }) }));
vi.mock('sonner', () => ({ toast: state.toast }));
vi.mock('@/features/auth', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/features/auth')>()),
  useCurrentUser: () => ({ data: { id: 'u-1', role: 'client', clientId }, isPending: false, error: null }),
}));

const clientId = '00000000-0000-4000-8000-0000000000c1';
const featuresPath = `/v1/clients/subscription-features/${clientId}`;
const branding = { id: 'b-1', clientId, primaryColor: '#4338ca', secondaryColor: '#0f172a', logoImageId: null, logoUrl: null };

function planFeatures(customBranding: boolean): SubscriptionFeaturesView {
  return {
    clientId,
    plan: customBranding ? 'smart' : 'starter',
    status: 'active',
    allowAllFeatures: false,
    periodEnd: null,
    features: { onlineShops: customBranding, eventDuplication: customBranding, customBranding, stockZones: false },
    quotas: { eventsPerMonth: { limit: 4, used: 0, remaining: 4 }, standsPerEvent: { limit: 2 }, teamMembers: { limit: 2 } },
  };
}

const api = { features: planFeatures(true), save: vi.fn() };

beforeEach(() => {
  api.features = planFeatures(true);
  api.save.mockReset();
  state.push.mockReset();
  Object.values(state.toast).forEach((toast) => toast.mockReset());
  state.apiFetch.mockReset();
  state.apiFetch.mockImplementation((path: string, options: { method?: string; body?: unknown } = {}) => {
    if (options.method === 'POST' && path === '/v1/clients/branding') return api.save(options.body);
    if (path === featuresPath) return Promise.resolve(api.features);
    if (path === `/v1/clients/branding/${clientId}`) return Promise.resolve(branding);
    if (path === `/v1/clients/${clientId}`) return Promise.resolve({ id: clientId, name: 'Les Productions du Nord' });
    return Promise.reject(new Error(`unexpected ${path}`));
  });
});

function renderSettings() {
  renderScreen(<BrandingSettings clientId={clientId} />, { namespaces: ['clients', 'subscriptions'] });
}

describe('BrandingSettings and the organisation’s plan', () => {
  it('says first that the plan has no custom branding, links to the plan that has it, and offers no saving', async () => {
    api.features = planFeatures(false);
    renderSettings();
    const link = await screen.findByRole('link', { name: 'Passer à l’offre Smart' });
    expect(link.getAttribute('href')).toBe('/dashboard/subscription?plan=smart');
    expect(link.closest('[role="status"]')?.textContent).toContain('Personnalisation aux couleurs de votre marque');
    // The colours stay readable (and can be tried in the preview), but nothing offers to save them.
    expect(await screen.findByTestId('branding-preview')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Enregistrer l’image de marque' })).toBeNull();
  });

  it('saves the branding when the plan has it', async () => {
    api.save.mockResolvedValue({ ...branding, primaryColor: '#123456' });
    renderSettings();
    await waitFor(() => expect(state.apiFetch).toHaveBeenCalledWith(featuresPath));
    fireEvent.click(await screen.findByRole('button', { name: 'Enregistrer l’image de marque' }));
    await waitFor(() => expect(api.save).toHaveBeenCalled());
    await waitFor(() => expect(state.toast.success).toHaveBeenCalledWith('Image de marque enregistrée.', expect.anything()));
    expect(screen.queryByRole('link', { name: /Passer à l’offre/ })).toBeNull();
  });

  it('explains a saving refused by the plan (a stale page) with the way up', async () => {
    api.save.mockRejectedValue(new ApiError(403, { errorCode: 'FEATURE_NOT_GRANTED', details: { feature: 'customBranding', plan: 'starter', upgradeTo: 'smart' } }));
    renderSettings();
    fireEvent.click(await screen.findByRole('button', { name: 'Enregistrer l’image de marque' }));
    await waitFor(() => expect(state.toast.warning).toHaveBeenCalled());
    const [title, options] = state.toast.warning.mock.calls[0] as [string, { action: { label: string; onClick: () => void } }];
    expect(title).toContain('Personnalisation aux couleurs de votre marque');
    options.action.onClick();
    expect(state.push).toHaveBeenCalledWith('/dashboard/subscription?plan=smart');
    expect(state.toast.error).not.toHaveBeenCalled();
  });
});
