import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SubscriptionFeaturesView } from '@/features/entitlements';
import { EventActions } from '@/features/events/components/event-actions';
import type { EventView } from '@/features/events/types';
import type { ProjectView } from '@/features/projects';
import { ApiError } from '@/lib/api-client';
import { renderScreen } from '../../support/render-screen';

const state = vi.hoisted(() => ({ push: vi.fn(), apiFetch: vi.fn(), toast: { success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() } }));
vi.mock('next/router', () => ({ useRouter: () => ({ query: {}, push: state.push, replace: vi.fn() }) }));
vi.mock('@/lib/api-client', async (importOriginal) => ({ ...(await importOriginal<typeof import('@/lib/api-client')>()), apiFetch: state.apiFetch }));
vi.mock('sonner', () => ({ toast: state.toast }));
vi.mock('@/features/auth', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/features/auth')>()),
  useCurrentUser: () => ({ data: { id: 'u-1', role: 'client', clientId: ownerId }, isPending: false, error: null }),
}));

const projectId = '00000000-0000-4000-8000-000000000001';
const eventId = '00000000-0000-4000-8000-000000000002';
const ownerId = '00000000-0000-4000-8000-0000000000c1';
const featuresPath = `/v1/clients/subscription-features/${ownerId}`;
const project = { id: projectId, name: 'Tournée', ownerClientId: ownerId, myRole: 'owner', status: 'active', hasZones: false, clientRoles: [] } as unknown as ProjectView;

/** The owner's plan: Smart (duplication included, 12 events a month, 3 used) unless a test changes it. */
function planFeatures(changes: { features?: Partial<SubscriptionFeaturesView['features']>; events?: SubscriptionFeaturesView['quotas']['eventsPerMonth']; plan?: SubscriptionFeaturesView['plan'] } = {}): SubscriptionFeaturesView {
  return {
    clientId: ownerId,
    plan: changes.plan ?? 'smart',
    status: 'active',
    allowAllFeatures: false,
    periodEnd: null,
    features: { onlineShops: true, eventDuplication: true, customBranding: true, stockZones: false, ...changes.features },
    quotas: { eventsPerMonth: changes.events ?? { limit: 12, used: 3, remaining: 9 }, standsPerEvent: { limit: 5 }, teamMembers: { limit: 10 } },
  };
}

const api = { project, features: planFeatures() as SubscriptionFeaturesView | null, writes: {} as Record<string, (body: unknown) => Promise<unknown>> };
const event: EventView = {
  id: eventId,
  projectId,
  name: 'Nantes – Le Zénith',
  venueName: 'Zénith',
  addressLine1: null,
  postcode: null,
  city: 'Nantes',
  country: 'FR',
  status: 'pending',
  funnelCompletedAt: '2026-10-01T10:00:00.000Z',
  rooms: [],
  performances: [],
  dates: [],
  stands: [],
  commissionType: 'noCommission',
  theaterFeeAmount: null,
  theaterFeeVat: null,
  commissionAgentFeeAmount: null,
  commissionAgentFeeVat: null,
  venueDeal: null,
  createdAt: '2026-10-01T10:00:00.000Z',
  updatedAt: '2026-10-01T10:00:00.000Z',
};

function renderActions(changes: Partial<EventView>) {
  renderScreen(<EventActions event={{ ...event, ...changes }} dispatchHref={`/dispatch/${eventId}`} />, { namespaces: ['events', 'subscriptions'] });
  const group = screen.getByRole('group', { name: 'Actions sur l’événement' });
  return { group, primary: [...within(group).queryAllByRole('link'), ...within(group).queryAllByRole('button', { name: (name) => name !== 'Autres actions' })].map((control) => control.textContent) };
}

function menuItems() {
  fireEvent.keyDown(screen.getByRole('button', { name: 'Autres actions' }), { key: 'Enter' });
  return screen.getAllByRole('menuitem').map((item) => item.textContent);
}

beforeEach(() => {
  state.push.mockReset();
  Object.values(state.toast).forEach((toast) => toast.mockReset());
  api.project = project;
  api.features = planFeatures();
  api.writes = {};
  state.apiFetch.mockReset();
  state.apiFetch.mockImplementation((path: string, options: { method?: string; body?: unknown } = {}) => {
    const method = options.method ?? 'GET';
    if (method !== 'GET') return api.writes[`${method} ${path}`]?.(options.body) ?? Promise.reject(new Error(`unexpected ${method} ${path}`));
    if (path === `/v1/projects/${projectId}`) return Promise.resolve(api.project);
    if (path === featuresPath) return api.features ? Promise.resolve(api.features) : Promise.reject(new ApiError(404, { errorCode: 'NOT_FOUND' }));
    return Promise.reject(new Error(`unexpected ${path}`));
  });
});

const featureCalls = () => state.apiFetch.mock.calls.filter(([path]) => path === featuresPath);

describe('EventActions', () => {
  it('makes finishing the set-up the one primary action of a date being set up', () => {
    const { primary } = renderActions({ funnelCompletedAt: null });
    expect(primary).toEqual(['Terminer la configuration']);
    expect(menuItems()).toEqual(['Envoyer du stock aux stands', 'Dupliquer', 'Annuler l’événement', 'Supprimer']);
  });

  it('makes starting the one primary action of a set-up date, its edition in the menu', () => {
    const { primary } = renderActions({});
    expect(primary).toEqual(['Démarrer']);
    expect(menuItems()).toEqual(['Modifier la date', 'Envoyer du stock aux stands', 'Dupliquer', 'Annuler l’événement', 'Supprimer']);
    fireEvent.click(screen.getByRole('menuitem', { name: 'Modifier la date' }));
    expect(state.push).toHaveBeenCalledWith(`/dashboard/projects/${projectId}/events/new?eventId=${eventId}`);
  });

  it('leads a started date to its sales, the closing in the menu', () => {
    const { group, primary } = renderActions({ status: 'inProgress' });
    expect(primary).toEqual(['Voir les ventes']);
    expect(within(group).getByRole('link', { name: 'Voir les ventes' }).getAttribute('href')).toBe(`/dashboard/projects/${projectId}?tab=sales&eventId=${eventId}`);
    expect(menuItems()).toEqual(['Modifier la date', 'Envoyer du stock aux stands', 'Clôturer l’événement', 'Dupliquer', 'Annuler l’événement']);
  });

  it('gives a canceled date no primary action, and keeps the deletion behind its confirmation', () => {
    const { primary } = renderActions({ status: 'canceled' });
    expect(primary).toEqual([]);
    expect(menuItems()).toEqual(['Dupliquer', 'Supprimer']);
    fireEvent.click(screen.getByRole('menuitem', { name: 'Supprimer' }));
    expect(screen.getByRole('dialog', { name: 'Supprimer « Nantes – Le Zénith » ?' })).toBeTruthy();
  });
});

describe('EventActions, duplicating under the tour owner’s plan', () => {
  /** Opens "Dupliquer" once the plan is read; `upgradeLink`: the link the dialog is expected to show instead of the form. */
  async function openDuplicate(upgradeLink?: string) {
    renderActions({});
    await waitFor(() => expect(featureCalls()).toHaveLength(1));
    fireEvent.keyDown(screen.getByRole('button', { name: 'Autres actions' }), { key: 'Enter' });
    fireEvent.click(screen.getByRole('menuitem', { name: 'Dupliquer' }));
    if (upgradeLink) await screen.findByRole('link', { name: upgradeLink });
    return screen.getByRole('dialog', { name: 'Dupliquer « Nantes – Le Zénith »' });
  }

  it('explains a plan without duplication and links to the plan that has it, with no form to fill in', async () => {
    api.features = planFeatures({ plan: 'starter', features: { eventDuplication: false } });
    const dialog = await openDuplicate('Passer à l’offre Smart');
    expect(within(dialog).getByRole('status').textContent).toContain('Duplication d’événements');
    expect(within(dialog).getByRole('link', { name: 'Passer à l’offre Smart' }).getAttribute('href')).toBe('/dashboard/subscription?plan=smart');
    expect(within(dialog).queryByRole('textbox')).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Dupliquer l’événement' })).toBeNull();
  });

  it('explains the events of the month used up, a copy being a new event', async () => {
    api.features = planFeatures({ events: { limit: 12, used: 12, remaining: 0 } });
    const dialog = await openDuplicate('Passer à l’offre Advanced');
    expect(within(dialog).getByRole('status').textContent).toContain('(12 au maximum)');
    expect(within(dialog).getByRole('link', { name: 'Passer à l’offre Advanced' }).getAttribute('href')).toBe('/dashboard/subscription?plan=advanced');
  });

  it('duplicates when the plan allows it, then reads the quotas again and opens the copy', async () => {
    api.writes[`POST /v1/events/${eventId}/duplicate`] = async () => ({ ...event, id: 'copy-1', name: 'Nantes (copie)' });
    const dialog = await openDuplicate();
    expect(within(dialog).queryByRole('status')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Dupliquer l’événement' }));
    await waitFor(() => expect(state.push).toHaveBeenCalledWith(`/dashboard/event/projects/${projectId}/tour/copy-1`));
    expect(featureCalls().length).toBeGreaterThanOrEqual(2);
  });

  it('shows no lock to a project manager of another organisation, and explains the refusal if it comes', async () => {
    api.project = { ...project, myRole: 'projectManager' };
    api.features = planFeatures({ plan: 'starter', features: { eventDuplication: false } });
    api.writes[`POST /v1/events/${eventId}/duplicate`] = () =>
      Promise.reject(new ApiError(403, { errorCode: 'FEATURE_NOT_GRANTED', details: { feature: 'eventDuplication', plan: 'starter', upgradeTo: 'smart' } }));
    renderActions({});
    await waitFor(() => expect(state.apiFetch).toHaveBeenCalledWith(`/v1/projects/${projectId}`));
    fireEvent.keyDown(screen.getByRole('button', { name: 'Autres actions' }), { key: 'Enter' });
    fireEvent.click(screen.getByRole('menuitem', { name: 'Dupliquer' }));
    const dialog = screen.getByRole('dialog', { name: 'Dupliquer « Nantes – Le Zénith »' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Dupliquer l’événement' }));
    await waitFor(() => expect(state.toast.warning).toHaveBeenCalled());
    const [title, options] = state.toast.warning.mock.calls[0] as [string, { action: { label: string } }];
    expect(title).toContain('Duplication d’événements');
    expect(options.action.label).toBe('Passer à l’offre Smart');
    expect(state.toast.error).not.toHaveBeenCalled();
    expect(featureCalls()).toHaveLength(0);
  });
});
