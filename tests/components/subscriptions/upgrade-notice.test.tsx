import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { UpgradeNotice, upgradeFromError, useFeature, useQuotaLeft, useUpgradeAwareNotify } from '@/features/entitlements';
import { ApiError } from '@/lib/api-client';
import { messages } from '@/lib/i18n/messages';
import frSubscriptions from '@/locales/fr/subscriptions.json';
import { clientId, features, renderWithProviders } from './subscription-fixtures';

const state = vi.hoisted(() => ({
  apiFetch: vi.fn(),
  push: vi.fn(),
  toast: { success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() },
  user: { id: 'u1', role: 'client', clientId: '00000000-0000-4000-8000-0000000000c1' },
}));
vi.mock('@/lib/api-client', async (importOriginal) => ({ ...(await importOriginal<typeof import('@/lib/api-client')>()), apiFetch: state.apiFetch }));
vi.mock('next/router', () => ({ useRouter: () => ({ query: {}, isReady: true, pathname: '/dashboard', asPath: '/dashboard', locale: 'fr', replace: vi.fn(), push: state.push }) }));
vi.mock('sonner', () => ({ toast: state.toast }));
vi.mock('@/features/auth', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/features/auth')>()),
  useCurrentUser: () => ({ data: state.user, isPending: false, error: null }),
}));

const featureRefusal = new ApiError(403, { errorCode: 'FEATURE_NOT_GRANTED', details: { feature: 'onlineShops', plan: 'starter', upgradeTo: 'smart' } });
const standsRefusal = new ApiError(403, { errorCode: 'QUOTAS_EXCEEDED', details: { quota: 'standsPerEvent', limit: 5, plan: 'smart', upgradeTo: 'advanced' } });
const eventsRefusal = new ApiError(403, { errorCode: 'EVENTS_QUOTAS_EXCEEDED', details: { quota: 'eventsPerMonth', limit: 40, plan: 'advanced', upgradeTo: 'pro' } });

function renderNotice(node: React.ReactNode) {
  return render(
    <NextIntlClientProvider locale="fr" messages={{ ...messages.fr, subscriptions: frSubscriptions }} timeZone="Europe/Paris">
      {node}
    </NextIntlClientProvider>,
  );
}

beforeEach(() => {
  state.apiFetch.mockReset();
  state.push.mockReset();
  Object.values(state.toast).forEach((mock) => mock.mockReset());
});

describe('upgradeFromError', () => {
  it('reads the feature, the quota and the plan to move to from the refusal', () => {
    expect(upgradeFromError(featureRefusal)).toEqual({ kind: 'feature', feature: 'onlineShops', plan: 'starter', upgradeTo: 'smart' });
    expect(upgradeFromError(standsRefusal)).toEqual({ kind: 'quota', quota: 'standsPerEvent', limit: 5, plan: 'smart', upgradeTo: 'advanced' });
    expect(upgradeFromError(eventsRefusal)).toEqual({ kind: 'quota', quota: 'eventsPerMonth', limit: 40, plan: 'advanced', upgradeTo: 'pro' });
  });

  it('falls back on plans.ts when the refusal does not name the plan, and ignores every other error', () => {
    expect(upgradeFromError(new ApiError(403, { errorCode: 'FEATURE_NOT_GRANTED', details: { feature: 'stockZones', plan: null } }))).toMatchObject({ upgradeTo: 'advanced', plan: null });
    expect(upgradeFromError(new ApiError(403, { errorCode: 'FORBIDDEN' }))).toBeNull();
    expect(upgradeFromError(new Error('network'))).toBeNull();
  });
});

describe('UpgradeNotice', () => {
  it('explains a refused feature and links to the plan that has it', () => {
    renderNotice(<UpgradeNotice error={featureRefusal} />);
    expect(screen.getByRole('status').textContent).toContain('Votre offre actuelle ne comprend pas cette fonctionnalité : Boutique en ligne en click and collect.');
    expect(screen.getByRole('link', { name: 'Passer à l’offre Smart' }).getAttribute('href')).toBe('/dashboard/subscription?plan=smart');
  });

  it('explains a quota reached with its limit; pro is asked for, not bought', () => {
    const { unmount } = renderNotice(<UpgradeNotice error={standsRefusal} />);
    expect(screen.getByRole('status').textContent).toContain('Vous avez atteint la limite de votre offre pour : stands par événement (5 au maximum).');
    expect(screen.getByRole('link', { name: 'Passer à l’offre Advanced' }).getAttribute('href')).toBe('/dashboard/subscription?plan=advanced');
    unmount();
    renderNotice(<UpgradeNotice error={eventsRefusal} />);
    expect(screen.getByRole('link', { name: 'Demander l’offre Pro' }).getAttribute('href')).toBe('/dashboard/subscription?plan=pro');
  });

  it('is told a locked feature or a used-up quota by the screen', () => {
    const { unmount } = renderNotice(<UpgradeNotice feature="stockZones" />);
    expect(screen.getByRole('link', { name: 'Passer à l’offre Advanced' })).toBeTruthy();
    unmount();
    renderNotice(<UpgradeNotice quota="eventsPerMonth" limit={4} />);
    expect(screen.getByRole('link', { name: 'Passer à l’offre Smart' })).toBeTruthy();
  });

  it('renders nothing for an error that is not about the plan', () => {
    const { container } = renderNotice(<UpgradeNotice error={new ApiError(409, { errorCode: 'SUBSCRIPTION_ALREADY_RUNNING' })} />);
    expect(container.textContent).toBe('');
  });
});

function Probe() {
  const shops = useFeature('onlineShops');
  const zones = useFeature('stockZones');
  const events = useQuotaLeft('eventsPerMonth');
  const stands = useQuotaLeft('standsPerEvent', { used: 5 });
  const team = useQuotaLeft('teamMembers');
  const notify = useUpgradeAwareNotify();
  return (
    <div>
      <p>{`shops:${shops.granted}/${shops.locked} zones:${zones.granted}/${zones.locked}→${zones.upgradeTo}`}</p>
      <p>{`events:${events.remaining}/${events.limit} stands:${stands.remaining}/${stands.exhausted}→${stands.upgradeTo} team:${team.remaining}`}</p>
      <button type="button" onClick={() => notify(standsRefusal)}>
        refuse
      </button>
    </div>
  );
}

describe('useFeature, useQuotaLeft and useUpgradeAwareNotify', () => {
  it('read the manager’s organisation’s features and quotas, and toast a refusal with its way up', async () => {
    state.apiFetch.mockResolvedValue(features());
    renderWithProviders(<Probe />);
    expect(await screen.findByText('shops:true/false zones:false/true→advanced')).toBeTruthy();
    expect(screen.getByText('events:9/12 stands:0/true→advanced team:undefined')).toBeTruthy();
    expect(state.apiFetch).toHaveBeenCalledWith(`/v1/clients/subscription-features/${clientId}`);

    fireEvent.click(screen.getByRole('button', { name: 'refuse' }));
    await waitFor(() => expect(state.toast.warning).toHaveBeenCalled());
    const [title, options] = state.toast.warning.mock.calls[0] as [string, { action: { label: string; onClick: () => void } }];
    expect(title).toBe('Vous avez atteint la limite de votre offre pour : stands par événement (5 au maximum).');
    expect(options.action.label).toBe('Passer à l’offre Advanced');
    options.action.onClick();
    expect(state.push).toHaveBeenCalledWith('/dashboard/subscription?plan=advanced');
  });

  it('never lock anything while loading', () => {
    state.apiFetch.mockReturnValue(new Promise(() => {}));
    renderWithProviders(<Probe />);
    expect(screen.getByText('shops:false/false zones:false/false→advanced')).toBeTruthy();
  });
});
