import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { EventActions } from '@/features/events/components/event-actions';
import type { EventView } from '@/features/events/types';
import { messages } from '@/lib/i18n/messages';
import frEvents from '@/locales/fr/events.json';

const state = vi.hoisted(() => ({ push: vi.fn() }));
vi.mock('next/router', () => ({ useRouter: () => ({ query: {}, push: state.push, replace: vi.fn() }) }));

const projectId = '00000000-0000-4000-8000-000000000001';
const eventId = '00000000-0000-4000-8000-000000000002';
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
  createdAt: '2026-10-01T10:00:00.000Z',
  updatedAt: '2026-10-01T10:00:00.000Z',
};

function renderActions(changes: Partial<EventView>) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <NextIntlClientProvider locale="fr" messages={{ ...messages.fr, events: frEvents }} timeZone="Europe/Paris">
      <QueryClientProvider client={queryClient}>
        <EventActions event={{ ...event, ...changes }} dispatchHref={`/dispatch/${eventId}`} />
      </QueryClientProvider>
    </NextIntlClientProvider>,
  );
  const group = screen.getByRole('group', { name: 'Actions sur l’événement' });
  return { group, primary: [...within(group).queryAllByRole('link'), ...within(group).queryAllByRole('button', { name: (name) => name !== 'Autres actions' })].map((control) => control.textContent) };
}

function menuItems() {
  fireEvent.keyDown(screen.getByRole('button', { name: 'Autres actions' }), { key: 'Enter' });
  return screen.getAllByRole('menuitem').map((item) => item.textContent);
}

beforeEach(() => state.push.mockReset());

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
