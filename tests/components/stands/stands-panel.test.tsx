import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SubscriptionFeaturesView } from '@/features/entitlements';
import type { ProjectView } from '@/features/projects';
import { StandsPanel, type StandView } from '@/features/stands';
import { ApiError } from '@/lib/api-client';
import { renderScreen } from '../../support/render-screen';

const state = vi.hoisted(() => ({ apiFetch: vi.fn(), push: vi.fn(), toast: { success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() } }));
vi.mock('@/lib/api-client', async (importOriginal) => ({ ...(await importOriginal<typeof import('@/lib/api-client')>()), apiFetch: state.apiFetch }));
vi.mock('next/router', () => ({ useRouter: () => ({ query: {}, push: state.push, replace: vi.fn() }) }));
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
const standOf = (index: number) => ({ id: `s-${index}`, eventId, name: `Stand ${index}`, isCashCompatible: true, changeFund: 0, status: 'opened', sellers: [] }) as unknown as StandView;

/** The owner's plan: Starter, 2 stands per event. */
const starter: SubscriptionFeaturesView = {
  clientId: ownerId,
  plan: 'starter',
  status: 'active',
  allowAllFeatures: false,
  periodEnd: null,
  features: { onlineShops: false, eventDuplication: false, customBranding: false, stockZones: false },
  quotas: { eventsPerMonth: { limit: 4, used: 0, remaining: 4 }, standsPerEvent: { limit: 2 }, teamMembers: { limit: 2 } },
};

const api = { project, stands: [] as StandView[], createStand: vi.fn() };

beforeEach(() => {
  api.project = project;
  api.stands = [standOf(1)];
  api.createStand.mockReset();
  state.push.mockReset();
  Object.values(state.toast).forEach((toast) => toast.mockReset());
  state.apiFetch.mockReset();
  state.apiFetch.mockImplementation((path: string, options: { method?: string; body?: unknown } = {}) => {
    const method = options.method ?? 'GET';
    if (method === 'POST' && path === '/v1/stands') return api.createStand(options.body);
    if (path === `/v1/projects/${projectId}`) return Promise.resolve(api.project);
    if (path === featuresPath) return Promise.resolve(starter);
    if (path === '/v1/stands') return Promise.resolve({ data: api.stands, meta: { page: 1, limit: 200, total: api.stands.length } });
    if (path === `/v1/projects/${projectId}/sellers`) return Promise.resolve([]);
    return Promise.reject(new Error(`unexpected ${method} ${path}`));
  });
});

function renderPanel() {
  renderScreen(<StandsPanel eventId={eventId} projectId={projectId} canWrite />, { namespaces: ['events', 'subscriptions'] });
}

const featureCalls = () => state.apiFetch.mock.calls.filter(([path]) => path === featuresPath);

describe('StandsPanel and the stands per event of the owner’s plan', () => {
  it('replaces adding a stand by the limit and the plan that allows more once the event has them all', async () => {
    api.stands = [standOf(1), standOf(2)];
    renderPanel();
    const link = await screen.findByRole('link', { name: 'Passer à l’offre Smart' });
    expect(link.getAttribute('href')).toBe('/dashboard/subscription?plan=smart');
    expect(screen.getByRole('status').textContent).toContain('stands par événement (2 au maximum)');
    expect(screen.queryByRole('button', { name: 'Ajouter un stand' })).toBeNull();
    // The stands already there stay editable.
    expect(screen.getByRole('button', { name: 'Modifier le stand Stand 2' })).toBeTruthy();
    // On a phone the table scrolls sideways under its actions, which stick to the right edge (issue #25).
    expect(screen.getByRole('button', { name: 'Modifier le stand Stand 2' }).closest('td')!.className).toMatch(/\bsticky\b.*\bright-0\b.*\bbg-white\b/);
  });

  it('adds a stand below the limit, then reads the plan’s quotas again', async () => {
    api.createStand.mockImplementation(async (body: { name: string }) => {
      const stand = { ...standOf(2), name: body.name };
      api.stands = [...api.stands, stand];
      return stand;
    });
    renderPanel();
    await waitFor(() => expect(featureCalls()).toHaveLength(1));
    fireEvent.click(await screen.findByRole('button', { name: 'Ajouter un stand' }));
    const dialog = screen.getByRole('dialog', { name: 'Nouveau stand' });
    fireEvent.change(within(dialog).getByLabelText(/Nom du stand/), { target: { value: 'Stand du hall' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ajouter un stand' }));
    await waitFor(() => expect(api.createStand).toHaveBeenCalledWith(expect.objectContaining({ eventId, name: 'Stand du hall' })));
    await waitFor(() => expect(featureCalls()).toHaveLength(2));
    // Two stands now: the limit of the plan is reached.
    expect(await screen.findByRole('link', { name: 'Passer à l’offre Smart' })).toBeTruthy();
  });

  it('shows no limit to a project manager of another organisation, and explains the refusal if it comes', async () => {
    api.project = { ...project, myRole: 'projectManager' };
    api.stands = [standOf(1), standOf(2)];
    api.createStand.mockRejectedValue(new ApiError(403, { errorCode: 'QUOTAS_EXCEEDED', details: { quota: 'standsPerEvent', limit: 2, plan: 'starter', upgradeTo: 'smart' } }));
    renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: 'Ajouter un stand' }));
    const dialog = screen.getByRole('dialog', { name: 'Nouveau stand' });
    fireEvent.change(within(dialog).getByLabelText(/Nom du stand/), { target: { value: 'Stand 3' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ajouter un stand' }));
    await waitFor(() => expect(state.toast.warning).toHaveBeenCalled());
    const [title, options] = state.toast.warning.mock.calls[0] as [string, { action: { label: string; onClick: () => void } }];
    expect(title).toBe('Vous avez atteint la limite de votre offre pour : stands par événement (2 au maximum).');
    options.action.onClick();
    expect(state.push).toHaveBeenCalledWith('/dashboard/subscription?plan=smart');
    expect(featureCalls()).toHaveLength(0);
  });
});
