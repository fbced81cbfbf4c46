import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SettlementView } from '@/features/closing/settlement-types';
import { adjustment, projectId, settlement } from './settlement-fixtures';
import { plain, renderSettlement } from './settlement-render';

const state = vi.hoisted(() => ({ apiFetch: vi.fn() }));
vi.mock('@/lib/api-client', async (importOriginal) => ({ ...(await importOriginal<typeof import('@/lib/api-client')>()), apiFetch: state.apiFetch }));
vi.mock('next/router', () => ({ useRouter: () => ({ query: {}, push: vi.fn(), replace: vi.fn(), locale: 'fr' }) }));
vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() } }));

/** The settlement, and the tour as `myRole` sees it. */
function answer(view: SettlementView, myRole = 'owner') {
  state.apiFetch.mockImplementation(async (path: string) => (path === `/v1/projects/${projectId}` ? { id: projectId, status: 'active', myRole } : view));
}

beforeEach(() => {
  state.apiFetch.mockReset();
});

const section = () => screen.findByRole('region', { name: 'Ajustements après clôture' });

describe('the settlement’s fingerprint and adjustments after closing', () => {
  it('prints the confirmed settlement’s hash with what it is for', async () => {
    answer(settlement);
    renderSettlement();
    expect(await screen.findByText(`Empreinte du bilan confirmé (SHA-256) : ${'a'.repeat(64)}`)).toBeTruthy();
    expect(screen.getByText(/cette empreinte permet de vérifier qu’il n’a pas changé/)).toBeTruthy();
  });

  it('says when an old closing has no fingerprint', async () => {
    answer({ ...settlement, hash: null });
    renderSettlement();
    expect(await screen.findByText(/elle n’a pas d’empreinte/)).toBeTruthy();
    expect(screen.queryByText(/SHA-256/)).toBeNull();
  });

  it('says there is none yet, below the closing’s figures, and offers the refund to the tour’s writers', async () => {
    answer(settlement);
    renderSettlement();
    const adjustments = await section();
    expect(within(adjustments).getByText('Aucun ajustement après clôture.')).toBeTruthy();
    expect(within(adjustments).queryByRole('table')).toBeNull();
    // Below the stands: the confirmed figures come first.
    const stand = screen.getByRole('region', { name: 'Hall' });
    expect(stand.compareDocumentPosition(adjustments) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(await within(adjustments).findByRole('button', { name: 'Rembourser après clôture' })).toBeTruthy();
  });

  it('lists a sale made offline that arrived after the closing: money in (negative), its units sold before the count', async () => {
    const late = { ...adjustment, id: 'adj-3', kind: 'lateSale' as const, orderNumber: 31, amount: -5000, commission: 0, method: 'cash' as const, destination: 'soldOffline' as const, units: -2, payoutEffect: 0, payoutTreatment: 'none' as const, reason: '2-17' };
    answer({ ...settlement, adjustments: [late], adjustmentTotals: { amount: -5000, payoutEffect: 0 } });
    renderSettlement();
    const table = within(await section()).getByRole('table', { name: 'Ajustements après clôture' });
    const cells = within(within(table).getByRole('row', { name: /Ticket n° 31/ })).getAllByRole('cell').map((cell) => plain(cell.textContent));
    expect(cells).toEqual(['16/07/2026 11:30', 'Nina Durand', '-50,00 €', 'Espèces', '2 vendus hors connexion avant la clôture', 'Sans effet', '2-17']);
  });

  it('lists each adjustment with who made it, the sale, the money, the items, the payout and the reason, and their total', async () => {
    const shop = { ...adjustment, id: 'adj-2', createdBy: 'nina@test.local', channel: 'shop' as const, orderNumber: 5, amount: 1000, method: 'card' as const, destination: 'writeOff' as const, units: 2, payoutEffect: 0, payoutTreatment: 'none' as const, reason: 'Colis abîmé' };
    answer({ ...settlement, adjustments: [adjustment, shop], adjustmentTotals: { amount: 3500, payoutEffect: 2375 } });
    renderSettlement();
    const table = within(await section()).getByRole('table', { name: 'Ajustements après clôture' });
    const cells = (name: RegExp) => within(within(table).getByRole('row', { name })).getAllByRole('cell').map((cell) => plain(cell.textContent));
    expect(cells(/Ticket n° 12/)).toEqual(['16/07/2026 11:30', 'Nina Durand', '25,00 €', 'Carte', '1 à l’entrepôt', '−23,75 € sur le reversement de la date', 'Taille trop petite, revenu le lendemain']);
    expect(cells(/Commande n° 5/)).toEqual(['16/07/2026 11:30', 'nina@test.local', '10,00 €', 'Carte', '2 sortis du stock (abîmés)', 'Sans effet', 'Colis abîmé']);
    const total = within(table).getByRole('row', { name: /Total remboursé après clôture/ });
    expect(plain(total.textContent)).toContain('35,00 €');
    expect(plain(total.textContent)).toContain('Pris sur les reversements : 23,75 €');
  });

  it.each(['viewer', 'seller'])('offers no refund to a %s, who only reads', async (myRole) => {
    answer({ ...settlement, adjustments: [adjustment], adjustmentTotals: { amount: 2500, payoutEffect: 2375 } }, myRole);
    renderSettlement();
    const adjustments = await section();
    await vi.waitFor(() => expect(state.apiFetch).toHaveBeenCalledWith(`/v1/projects/${projectId}`));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(within(adjustments).getByRole('table')).toBeTruthy();
    expect(within(adjustments).queryByRole('button', { name: 'Rembourser après clôture' })).toBeNull();
  });
});
