import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { JournalChecksAdminScreen, type JournalCheckView } from '@/features/journal';
import { plainText, renderScreen } from '../../support/render-screen';

const state = vi.hoisted(() => ({ apiFetch: vi.fn(), toast: { success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() } }));
vi.mock('@/lib/api-client', async (importOriginal) => ({ ...(await importOriginal<typeof import('@/lib/api-client')>()), apiFetch: state.apiFetch }));
vi.mock('sonner', () => ({ toast: state.toast }));
vi.mock('next/router', () => ({ useRouter: () => ({ query: {}, isReady: true, pathname: '/admin/journal', asPath: '/admin/journal', locale: 'fr', push: vi.fn(), replace: vi.fn() }) }));

const chain = (name: JournalCheckView['chains'][number]['chain'], records: number, firstBreak: JournalCheckView['chains'][number]['firstBreak'] = null) => ({ chain: name, records, lastSequence: records, grandTotals: { sales: 0, refunds: 0 }, firstBreak });

const brokenCheck: JournalCheckView = {
  clientId: '00000000-0000-4000-8000-000000000001',
  clientName: 'Les Nuits Sonores',
  checkedAt: '2026-11-28T03:00:00.000Z',
  source: 'job',
  intact: false,
  chains: [chain('sales', 41, { sequence: 42, recordId: '00000000-0000-4000-8000-0000000000aa', reason: 'hashMismatch' }), chain('technical', 7)],
};
const intactCheck: JournalCheckView = { clientId: '00000000-0000-4000-8000-000000000002', clientName: 'Démo Productions', checkedAt: '2026-11-27T20:15:00.000Z', source: 'request', intact: true, chains: [chain('sales', 1289)] };

beforeEach(() => {
  state.apiFetch.mockReset();
});

describe('JournalChecksAdminScreen (/admin/journal)', () => {
  it("shows each organisation's last check in a captioned table: when, who asked, intact or the first broken record", async () => {
    state.apiFetch.mockResolvedValue({ data: [brokenCheck, intactCheck], meta: { page: 1, limit: 50, total: 2 } });
    renderScreen(<JournalChecksAdminScreen />, { namespaces: ['journal'] });

    const table = await screen.findByRole('table', { name: 'Dernier contrôle du journal par organisation, les chaînes rompues en premier' });
    expect(state.apiFetch).toHaveBeenCalledWith('/v1/journal/checks', { query: { page: 1, limit: 50 } });
    const rows = within(table).getAllByRole('row').slice(1).map((row) => [...row.querySelectorAll('th, td')].map((cell) => plainText(cell.textContent)));
    expect(rows).toEqual([
      ['Les Nuits Sonores', '28/11/2026 04:00', 'Contrôle de nuit', '✕RompueChaîne ventes, enregistrement n° 42 : contenu modifié', 'ventes : 41technique : 7'],
      ['Démo Productions', '27/11/2026 21:15', 'Demande d’un responsable', '✓Intègre', 'ventes : 1 289'],
    ]);
  });

  it('says so when no check has run yet', async () => {
    state.apiFetch.mockResolvedValue({ data: [], meta: { page: 1, limit: 50, total: 0 } });
    renderScreen(<JournalChecksAdminScreen />, { namespaces: ['journal'] });
    expect(await screen.findByText('Aucun contrôle pour l’instant : le premier passera cette nuit.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
