import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ManagerHome } from '@/features/dashboard/components/home/manager-home';
import type { DashboardView } from '@/features/dashboard/types';
import { plainText, renderScreen } from '../../support/render-screen';

const state = vi.hoisted(() => ({ apiFetch: vi.fn() }));
vi.mock('@/lib/api-client', async (importOriginal) => ({ ...(await importOriginal<typeof import('@/lib/api-client')>()), apiFetch: state.apiFetch }));

const date = { projectId: 'tour-1', tourName: 'Tournée d’hiver', city: 'Nantes', status: 'inProgress' as const };
const empty: DashboardView['todo'] = { transfersToCheckIn: { count: 0, items: [] }, closingsToDo: [], shopOrders: [], lowStock: [], unsyncedTablets: [], serviceRequests: [] };
const view: DashboardView = {
  today: '2026-11-30',
  tours: [{ projectId: 'tour-1', name: 'Tournée d’hiver', dates: 3, nextDay: '2026-11-30' }],
  running: [
    {
      ...date,
      eventId: 'ev-today',
      name: 'Zénith de Nantes',
      day: '2026-11-30',
      lastDay: '2026-11-30',
      net: 12_500,
      sales: 4,
      onlineNet: 2500,
      stands: [
        { standId: 'hall', name: 'Hall', status: 'opened', net: 10_000, sales: 3 },
        { standId: 'balcon', name: 'Balcon', status: 'closed', net: 0, sales: 0 },
      ],
    },
  ],
  nextDates: [{ ...date, status: 'pending', eventId: 'ev-lyon', name: 'Lyon', city: 'Lyon', day: '2026-12-30', lastDay: '2026-12-30' }],
  todo: {
    ...empty,
    transfersToCheckIn: { count: 7, items: [{ transferId: 'tr-1', projectId: 'tour-1', eventName: 'Zénith de Nantes', standName: 'Hall', units: 24, sentAt: '2026-11-30T09:15:00.000Z' }] },
    closingsToDo: [{ ...date, eventId: 'ev-lille', name: 'Lille', day: '2026-11-28', lastDay: '2026-11-28' }],
    lowStock: [{ standId: 'hall', projectId: 'tour-1', eventId: 'ev-today', eventName: 'Zénith de Nantes', standName: 'Hall', variants: 3 }],
    unsyncedTablets: [{ standId: 'hall', projectId: 'tour-1', eventId: 'ev-today', eventName: 'Zénith de Nantes', standName: 'Hall', number: 2, label: null, pending: 5, oldestPendingAt: '2026-11-30T19:05:00.000Z', lastSyncAt: null }],
    serviceRequests: [{ id: 'sr-1', projectId: 'tour-1', eventId: 'ev-lyon', eventName: 'Lyon', kind: 'terminal', status: 'shipped' }],
  },
};

beforeEach(() => state.apiFetch.mockReset());
const render = () => renderScreen(<ManagerHome />, { namespaces: ['home'] });

describe('the manager’s home', () => {
  it('shows today’s date with its takings per stand and online', async () => {
    state.apiFetch.mockResolvedValue(view);
    render();
    const today = await screen.findByRole('region', { name: 'Aujourd’hui' });
    expect(within(today).getByRole('link', { name: 'Zénith de Nantes' }).getAttribute('href')).toBe('/dashboard/event/projects/tour-1/tour/ev-today');
    expect(plainText(today.textContent)).toContain('125,00 € 4 ventes');
    const rows = within(within(today).getByRole('table', { name: 'Recettes par stand – Zénith de Nantes' })).getAllByRole('row');
    expect(rows.map((row) => plainText(row.textContent))).toEqual(['StandÉtatVentesRecettes nettes', 'HallOuvert3100,00 €', 'BalconFermé00,00 €', 'Boutique en ligne25,00 €']);
    expect(state.apiFetch).toHaveBeenCalledWith('/v1/dashboard');
  });

  it('lists what needs doing, each line a link to where it is done', async () => {
    state.apiFetch.mockResolvedValue(view);
    render();
    const todo = await screen.findByRole('region', { name: 'À faire' });
    expect(within(todo).getByRole('heading', { name: '7 transferts à réceptionner' })).toBeTruthy();
    expect(within(todo).getByRole('link', { name: /^Hall \(Zénith de Nantes\) : 24 unités, envoyé le/ }).getAttribute('href')).toBe('/dashboard/projects/tour-1/transfers/tr-1');
    expect(within(todo).getByText('et 6 autres')).toBeTruthy();
    expect(within(todo).getByRole('link', { name: 'Lille, terminé le 28 novembre 2026' }).getAttribute('href')).toBe('/dashboard/event/projects/tour-1/tour/ev-lille/closing');
    expect(within(todo).getByRole('link', { name: 'Hall (Zénith de Nantes) : 3 articles presque épuisés' }).getAttribute('href')).toBe('/dashboard/projects/tour-1?tab=stock');
    expect(within(todo).getByRole('link', { name: /^Tablette 2, Hall \(Zénith de Nantes\) : 5 ventes en attente depuis le/ })).toBeTruthy();
    expect(within(todo).getByRole('link', { name: 'Lyon : terminaux de paiement, terminaux expédiés, retour attendu' })).toBeTruthy();
  });

  it('says when nothing is due and nothing runs today', async () => {
    state.apiFetch.mockResolvedValue({ ...view, running: [], nextDates: [], todo: empty });
    render();
    expect(await screen.findByText('Aucune date aujourd’hui.')).toBeTruthy();
    expect(screen.getByText('Rien d’urgent : tout est à jour.')).toBeTruthy();
    expect(screen.getByText('Aucune date à venir.')).toBeTruthy();
    const tours = screen.getByRole('region', { name: 'Vos tournées' });
    expect(plainText(tours.textContent)).toContain('Tournée d’hiver3 dates · prochaine le 30 novembre 2026');
  });
});
