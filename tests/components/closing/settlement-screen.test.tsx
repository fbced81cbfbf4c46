import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { eventId, projectId, settlement } from './settlement-fixtures';
import { plain, renderSettlement } from './settlement-render';

const state = vi.hoisted(() => ({ apiFetch: vi.fn() }));
vi.mock('@/lib/api-client', async (importOriginal) => ({ ...(await importOriginal<typeof import('@/lib/api-client')>()), apiFetch: state.apiFetch }));
vi.mock('next/router', () => ({ useRouter: () => ({ query: {}, push: vi.fn(), replace: vi.fn(), locale: 'fr' }) }));
vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() } }));

// A block body: a function returned from beforeEach is run as its cleanup, and mockReset() returns the mock.
beforeEach(() => {
  state.apiFetch.mockReset();
});

describe('SettlementScreen', () => {
  it('shows the takings by channel, who owes whom, each stand’s differences and its variants, with both downloads', async () => {
    state.apiFetch.mockResolvedValue(settlement);
    renderSettlement();
    expect(await screen.findByRole('heading', { level: 1, name: 'Bilan de clôture – Zénith – 14 juillet' })).toBeTruthy();
    expect(state.apiFetch).toHaveBeenCalledWith(`/v1/events/${eventId}/settlement`);
    const summary = screen.getByRole('region', { name: 'Synthèse' });
    const channels = within(summary).getByRole('table', { name: 'Recettes de la date par canal' });
    const cells = (name: string) => within(within(channels).getByRole('row', { name: new RegExp(name) })).getAllByRole('cell').map((cell) => plain(cell.textContent!));
    expect(cells('Espèces aux stands')).toEqual(['1', '50,00 €', '0,00 €', '50,00 €']);
    expect(cells('Carte aux stands')).toEqual(['1', '30,00 €', '0,00 €', '30,00 €']);
    expect(cells('Total')).toEqual(['2', '80,00 €', '0,00 €', '80,00 €']);
    const venueFee = within(summary).getByRole('region', { name: 'Commission de la salle' });
    expect(plain(within(venueFee).getByText('Commission de la salle TTC').parentElement!.textContent!)).toContain('8,00 €');

    // Who owes whom: one block per party, never one mixed net.
    const owed = screen.getByRole('region', { name: 'Qui doit quoi à qui' });
    const line = (block: string, label: string) => plain(within(within(owed).getByRole('region', { name: block })).getByText(label).parentElement!.textContent!);
    expect(line('Espèces dans les caisses', 'Écart de caisse')).toBe('Écart de caisse-1,00 €');
    expect(line('Paiements par carte aux stands', 'Net reversé par la plateforme')).toBe('Net reversé par la plateforme28,50 €');
    expect(within(owed).getByText('Virement prévu le 29 juillet 2026.')).toBeTruthy();
    expect(line('Commission de la salle', 'Reste à virer à la salle')).toBe('Reste à virer à la salle8,00 €');
    expect(within(owed).queryByText('Net dû à l’organisateur')).toBeNull();

    const hall = screen.getByRole('region', { name: 'Hall' });
    const cashDifference = within(hall).getByText('Espèces comptées').parentElement!.nextElementSibling!;
    expect(plain(cashDifference.textContent!)).toBe('Écart-1,00 €');
    const table = within(hall).getByRole('table', { name: 'Stock et ventes par article au stand Hall' });
    const row = within(table).getByRole('row', { name: /T-shirt Tournée/ });
    expect(within(row).getAllByRole('cell').map((cell) => plain(cell.textContent!))).toEqual(['Merchandising', '18', '2', '17', '3', '1', '1', '1', '1', '0', '0', '2', 'Invitation artiste (1)', '0,00 €']);

    const downloads = screen.getByRole('group', { name: 'Téléchargements' });
    expect(within(downloads).getByRole('button', { name: 'Télécharger le PDF' })).toBeTruthy();
    expect(within(downloads).getByRole('button', { name: 'Télécharger le CSV' })).toBeTruthy();
  });

  it('shows the number and the parties at the top: organiser, venue and date, who counted, who confirmed', async () => {
    state.apiFetch.mockResolvedValue(settlement);
    renderSettlement();
    expect(await screen.findByText('Bilan n° BIL-2026-0007')).toBeTruthy();
    const parties = screen.getByRole('region', { name: 'Parties' });
    const organiser = within(parties).getByRole('heading', { name: 'Organisateur' }).nextElementSibling!;
    expect([...organiser.children].map((line) => line.textContent)).toEqual(['Démo Productions', '12 rue des Lilas', '75011 Paris', 'SIRET : 12345678900012', 'N° de TVA intracommunautaire : FR12123456789']);
    const venue = within(parties).getByRole('heading', { name: 'Salle' }).nextElementSibling!;
    expect([...venue.children].map((line) => line.textContent)).toEqual(['Le Zénith', '211 avenue Jean-Jaurès', '75019 Paris']);
    expect(within(parties).getByText('Date de l’événement : 14 juillet 2026')).toBeTruthy();
    expect(within(parties).getByRole('listitem').textContent).toBe('Nina Durand – caisse : Hall – stock : Hall');
    expect(within(parties).getByText('Représentant de la tournée : Léa Martin')).toBeTruthy();
  });

  it('says an event not closed yet has no report, with the way back to it', async () => {
    state.apiFetch.mockImplementation(async () => {
      throw new ApiError(409, { errorCode: 'EVENT_NOT_CLOSED' });
    });
    renderSettlement();
    expect(await screen.findByText(/n’est pas encore clôturé/)).toBeTruthy();
    expect(screen.getByRole('link', { name: /Retour à l’événement/ }).getAttribute('href')).toBe(`/dashboard/event/projects/${projectId}/tour/${eventId}`);
  });

  it('says a report that is not the user’s to see is not found', async () => {
    state.apiFetch.mockImplementation(async () => {
      throw new ApiError(404, { errorCode: 'EVENT_NOT_FOUND' });
    });
    renderSettlement();
    expect(await screen.findByText('Ce bilan est introuvable, ou vous n’y avez pas accès.')).toBeTruthy();
  });
});
