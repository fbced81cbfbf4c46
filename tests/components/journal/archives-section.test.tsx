import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ArchivesSection } from '@/features/journal/components/archives-section';
import type { ArchiveView } from '@/features/journal/types';
import { plainText, renderScreen } from '../../support/render-screen';

const state = vi.hoisted(() => ({ apiFetch: vi.fn(), download: vi.fn(), toast: { success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() } }));
vi.mock('@/lib/api-client', async (importOriginal) => ({ ...(await importOriginal<typeof import('@/lib/api-client')>()), apiFetch: state.apiFetch }));
vi.mock('@/lib/api-client/download-file', () => ({ downloadApiFile: state.download }));
vi.mock('sonner', () => ({ toast: state.toast }));

const october: ArchiveView = { id: 'a1', period: 'month', key: '2026-10', firstSequence: 1, lastSequence: 120, hash: 'c0ffee12'.repeat(8), signature: 'sig', keyId: 'dev-2026', createdAt: '2026-11-01T05:20:00.000Z', size: 20_480 };

beforeEach(() => {
  state.apiFetch.mockReset();
  state.download.mockReset();
  state.toast.success.mockReset();
});

describe('ArchivesSection (/dashboard/journal)', () => {
  it('lists the archives and downloads one for the auditor', async () => {
    state.apiFetch.mockResolvedValue({ data: [october] });
    renderScreen(<ArchivesSection />, { namespaces: ['journal'] });
    const table = await screen.findByRole('table', { name: 'Archives du journal, la plus récente en premier' });
    expect(plainText(within(table).getAllByRole('row')[1]!.textContent)).toBe('Mois 2026-10120C0FFEE1220,00 ko01/11/2026 06:20Télécharger');
    fireEvent.click(screen.getByRole('button', { name: 'Télécharger l’archive 2026-10' }));
    await waitFor(() => expect(state.download).toHaveBeenCalledWith('/v1/journal/archives/a1/file', {}, 'journal-month-2026-10.zip'));
  });

  it('archives a closed month on request', async () => {
    state.apiFetch.mockImplementation(async (_path: string, options: { method?: string } = {}) => (options.method === 'POST' ? october : { data: [] }));
    renderScreen(<ArchivesSection />, { namespaces: ['journal'] });
    await screen.findByText(/Aucune archive pour l’instant/);
    fireEvent.change(screen.getByLabelText('Mois'), { target: { value: '2026-10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Archiver' }));
    await waitFor(() => expect(state.toast.success).toHaveBeenCalledWith('Archive du mois 2026-10 prête', expect.anything()));
    expect(state.apiFetch).toHaveBeenCalledWith('/v1/journal/archives', { method: 'POST', body: { period: 'month', key: '2026-10' } });
  });
});
