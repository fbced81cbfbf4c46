import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { NextDispatch } from '@/features/reports/components/next-dispatch';
import type { TourForecast } from '@/features/reports/types';
import { plainText, renderScreen } from '../../support/render-screen';
import { renderInEnglish } from './in-english';

const state = vi.hoisted(() => ({ apiFetch: vi.fn() }));
vi.mock('@/lib/api-client', async (importOriginal) => ({ ...(await importOriginal<typeof import('@/lib/api-client')>()), apiFetch: state.apiFetch }));

const forecast: TourForecast = {
  projectId: 'tour-1',
  nextDate: { eventId: 'ev-3', name: 'Lyon – La Halle', day: '2026-08-14', heads: 15_300, headsFrom: 'capacity' },
  basisDates: 2,
  runOut: [
    { productVariantId: 'tee-m', productId: 'tee', productTitle: 'T-shirt Tournée', label: 'M / Noir', available: 40, needed: 1200, runsOutAt: { eventId: 'ev-3', name: 'Lyon – La Halle', day: '2026-08-14' } },
    { productVariantId: 'poster', productId: 'poster', productTitle: 'Affiche', label: null, available: 0, needed: 12, runsOutAt: { eventId: 'ev-4', name: 'Marseille', day: null } },
  ],
};
const owner = { id: 'tour-1', status: 'active', myRole: 'owner' };

/** The forecast and the project as the API gives them; anything else is a call this section must not make. */
function serve(answer: TourForecast, project: object = owner) {
  state.apiFetch.mockImplementation(async (path: string) => {
    if (path === '/v1/projects/tour-1/forecast') return answer;
    if (path === '/v1/projects/tour-1') return project;
    throw new Error(`unexpected GET ${path}`);
  });
}

// In braces: a function returned by beforeEach is run as its cleanup, and mockReset() returns the mock.
beforeEach(() => {
  state.apiFetch.mockReset();
});
const renderSection = () => renderScreen(<NextDispatch projectId="tour-1" tourName="Tournée d’été" />, { namespaces: ['reports'] });
const section = () => screen.findByRole('region', { name: 'À envoyer ensuite' });

describe('what to send next, in the tour’s report', () => {
  it('names the next date with its expected heads and links a writer to its dispatch, proposed from sales', async () => {
    serve(forecast);
    renderSection();
    const next = await section();
    await within(next).findByText('Prochaine date : Lyon – La Halle, 14 août 2026');
    expect(plainText(next.textContent)).toContain('15 300 spectateurs attendus (jauge remplie comme aux dates passées)');
    const link = await within(next).findByRole('link', { name: 'Préparer l’envoi pour Lyon – La Halle' });
    expect(link.getAttribute('href')).toBe('/dashboard/event/projects/tour-1/tour/ev-3/dispatch?propose=1');
    expect(state.apiFetch).toHaveBeenCalledWith('/v1/projects/tour-1/forecast');
  });

  it('offers no dispatch to someone who cannot write on the tour (a viewer, or an archived tour)', async () => {
    for (const project of [{ ...owner, myRole: 'viewer' }, { ...owner, status: 'archived' }]) {
      serve(forecast, project);
      const { queryClient, unmount } = renderSection();
      await within(await section()).findByText('Prochaine date : Lyon – La Halle, 14 août 2026');
      // The link waits for the project: once it is read, there is still none.
      await waitFor(() => expect(queryClient.getQueryState(['projects', 'detail', 'tour-1'])?.status).toBe('success'));
      expect(screen.queryByRole('link')).toBeNull();
      unmount();
    }
  });

  it('says the forecast starts after the first date sold, and offers no dispatch before then', async () => {
    serve({ ...forecast, nextDate: { ...forecast.nextDate!, heads: null, headsFrom: null }, basisDates: 0, runOut: [] });
    const { queryClient } = renderSection();
    const next = await section();
    expect(await within(next).findByText('Aucune date vendue pour l’instant : la prévision commence après la première.')).toBeTruthy();
    expect(within(next).getByText('L’entrepôt couvre toutes les dates à venir.')).toBeTruthy();
    await waitFor(() => expect(queryClient.getQueryState(['projects', 'detail', 'tour-1'])?.status).toBe('success'));
    expect(within(next).queryByRole('link')).toBeNull();
    expect(within(next).queryByRole('table')).toBeNull();
  });

  it('says when the forecast goes by the mean sold per date, and when no date is left', async () => {
    serve({ ...forecast, nextDate: { ...forecast.nextDate!, heads: null, headsFrom: null } });
    const { unmount } = renderSection();
    expect(await within(await section()).findByText('Sans fréquentation connue : prévision d’après la moyenne vendue par date.')).toBeTruthy();
    unmount();

    serve({ ...forecast, nextDate: null, runOut: [] });
    renderSection();
    expect(await within(await section()).findByText('Aucune date à venir dans cette tournée.')).toBeTruthy();
  });

  it('lists the warehouse’s run-outs with the date each variant runs out at, exportable', async () => {
    serve(forecast);
    renderSection();
    const table = await screen.findByRole('table', { name: 'Ruptures à prévoir à l’entrepôt' });
    const rows = within(table).getAllByRole('row').map((row) => plainText(row.textContent));
    expect(rows).toEqual(['ProduitArticleÀ l’entrepôtBesoin d’ici la finÉpuisé à', 'T-shirt TournéeM / Noir401 20014 août 2026 · Lyon – La Halle', 'AfficheArticle unique012Marseille']);
    expect(screen.getByRole('button', { name: 'Exporter en CSV : Ruptures à prévoir à l’entrepôt' })).toBeTruthy();
  });

  it('writes its dates in the interface language', async () => {
    serve(forecast);
    renderInEnglish(<NextDispatch projectId="tour-1" tourName="Summer tour" />);
    const next = await screen.findByRole('region', { name: 'What to send next' });
    expect(await within(next).findByText('Next date: Lyon – La Halle, 14 August 2026')).toBeTruthy();
    expect(plainText(within(next).getByRole('table', { name: 'Warehouse run-outs ahead' }).textContent)).toContain('14 August 2026 · Lyon – La Halle');
  });
});
