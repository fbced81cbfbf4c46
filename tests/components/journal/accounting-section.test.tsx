import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AccountingSection } from '@/features/journal/components/accounting-section';
import { plainText, renderScreen } from '../../support/render-screen';

const state = vi.hoisted(() => ({ apiFetch: vi.fn(), download: vi.fn(), toast: { success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() } }));
vi.mock('@/lib/api-client', async (importOriginal) => ({ ...(await importOriginal<typeof import('@/lib/api-client')>()), apiFetch: state.apiFetch }));
vi.mock('@/lib/api-client/download-file', () => ({ downloadApiFile: state.download }));
vi.mock('sonner', () => ({ toast: state.toast }));

beforeEach(() => {
  state.apiFetch.mockReset();
  state.download.mockReset();
});

describe('AccountingSection (/dashboard/journal)', () => {
  it('downloads the FEC of the chosen period', async () => {
    renderScreen(<AccountingSection />, { namespaces: ['journal'] });
    fireEvent.change(screen.getByLabelText('Du'), { target: { value: '2026-01-01' } });
    fireEvent.change(screen.getByLabelText('Au'), { target: { value: '2026-10-31' } });
    fireEvent.click(screen.getByRole('button', { name: 'Télécharger le FEC' }));
    await waitFor(() => expect(state.download).toHaveBeenCalledWith('/v1/journal/fec', { from: '2026-01-01', to: '2026-10-31' }, 'FEC.txt'));
  });

  it('checks the journal and names a broken record', async () => {
    state.apiFetch.mockResolvedValue({
      checkedAt: '2026-11-28T10:00:00.000Z',
      chains: [
        { chain: 'sales', records: 12, lastSequence: 12, grandTotals: { sales: 0, refunds: 0 }, firstBreak: { sequence: 7, recordId: 'r7', reason: 'hashMismatch' } },
        { chain: 'technical', records: 1, lastSequence: 1, grandTotals: { sales: 0, refunds: 0 }, firstBreak: null },
      ],
    });
    renderScreen(<AccountingSection />, { namespaces: ['journal'] });
    fireEvent.click(screen.getByRole('button', { name: 'Vérifier le journal' }));
    const items = await screen.findAllByRole('listitem');
    expect(items.map((item) => plainText(item.textContent))).toEqual(['Chaîne ventes : rompue à l’enregistrement n° 7 (contenu modifié)', 'Chaîne technique : 1 enregistrement, intacte']);
    expect(state.apiFetch).toHaveBeenCalledWith('/v1/journal/verification');
  });
});
