import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ShiftReport } from '@/features/orders';
import { CloseStandDialog } from '@/features/register/components/close-stand-dialog';
import { ShiftReportView } from '@/features/register/components/shift-report-view';
import { renderScreen } from '../../support/render-screen';

const state = vi.hoisted(() => ({ apiFetch: vi.fn() }));
vi.mock('@/lib/api-client', async (importOriginal) => ({ ...(await importOriginal<typeof import('@/lib/api-client')>()), apiFetch: state.apiFetch }));
vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() } }));

const render = (ui: React.ReactNode) => renderScreen(ui, { namespaces: ['register', 'orders'] });
const channel = (sales: number, gross: number, refunded = 0) => ({ sales, gross, refunded, net: gross - refunded });

function aReport(overrides: Partial<ShiftReport> = {}): ShiftReport {
  return {
    standId: 'stand-1',
    standName: 'Hall',
    standStatus: 'opened',
    eventId: 'ev-1',
    eventName: 'Lille – Zénith',
    takings: { standCash: channel(2, 4500, 2250), standCard: channel(1, 3000), online: channel(0, 0), total: channel(3, 7500, 2250) },
    discounts: { amount: 500, lines: 1 },
    comps: { units: 3, value: 7500, reasons: [{ reason: 'Groupe', units: 2 }, { reason: null, units: 1 }] },
    cash: { changeFund: 10_000, movements: [], cashIn: 0, cashOut: 0, expected: 12_250, counted: { total: 12_000, countedAt: '2026-07-14T21:30:00.000Z', countedBy: 'Léa' }, difference: -250, upToDate: true },
    cardTotal: 3000,
    tickets: { last: 5, declined: [4], awaitingCard: 0 },
    readAt: '2026-07-14T22:00:00.000Z',
    ...overrides,
  };
}

const sendCalls = () => state.apiFetch.mock.calls.filter(([path]) => path === '/v1/stands/stand-1/shift-report/email');

beforeEach(() => {
  state.apiFetch.mockReset();
});

describe('the stand’s Z report', () => {
  it('shows the takings by method, discounts, comps with their reasons, the drawer and the unpaid tickets', async () => {
    state.apiFetch.mockResolvedValue(aReport());
    render(<ShiftReportView stand={{ id: 'stand-1' }} />);
    expect(await screen.findByRole('heading', { name: 'Rapport de fin de service (Z)' })).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Recettes du stand par moyen de paiement' });
    const cash = within(table).getByRole('row', { name: /Espèces aux stands/ });
    expect(cash.textContent).toMatch(/2.*45,00\s€.*22,50\s€.*22,50\s€/);
    expect(within(table).getByRole('row', { name: /Carte aux stands/ }).textContent).toMatch(/1.*30,00\s€/);
    expect(screen.getByText('Remises accordées').nextSibling?.textContent).toMatch(/5,00\s€ · 1 ligne/);
    expect(screen.getByText('Articles offerts').nextSibling?.textContent).toMatch(/3 articles \(valeur 75,00\s€\)/);
    expect(screen.getByText('· Groupe').nextSibling?.textContent).toBe('2');
    expect(screen.getByText('· Sans motif').nextSibling?.textContent).toBe('1');
    expect(screen.getByText('Espèces attendues').nextSibling?.textContent).toMatch(/122,50\s€/);
    expect(screen.getByText(/^Espèces comptées/).nextSibling?.textContent).toMatch(/120,00\s€/);
    expect(screen.getByText('Écart').nextSibling?.textContent).toMatch(/-2,50\s€/);
    expect(screen.getByText('Total carte bancaire').nextSibling?.textContent).toMatch(/30,00\s€/);
    expect(screen.getByText('Tickets non payés (carte refusée ou abandonnée)').nextSibling?.textContent).toBe('n° 4');
    expect(screen.getByRole('button', { name: 'Imprimer' })).toBeTruthy();
  });

  it('says so when no count was saved, and shows no drawer at a card-only stand', async () => {
    state.apiFetch.mockResolvedValue(aReport({ cash: { changeFund: 0, movements: [], cashIn: 0, cashOut: 0, expected: 2250, counted: null, difference: null, upToDate: false } }));
    const { unmount } = render(<ShiftReportView stand={{ id: 'stand-1' }} />);
    expect((await screen.findByText('Espèces comptées')).nextSibling?.textContent).toBe('Aucun comptage enregistré');
    unmount();
    state.apiFetch.mockResolvedValue(aReport({ cash: null }));
    render(<ShiftReportView stand={{ id: 'stand-1' }} />);
    await screen.findByRole('heading', { name: 'Rapport de fin de service (Z)' });
    expect(screen.queryByText('Espèces attendues')).toBeNull();
    expect(screen.queryByRole('row', { name: /Espèces aux stands/ })).toBeNull();
  });

  it('lists the drawer’s movements with their reasons, signed, between the change fund and the expected cash', async () => {
    const by = { id: 'u-1', name: 'Léa' };
    const movements = [
      { id: 'm1', standId: 'stand-1', direction: 'in' as const, amount: 2000, reason: 'Monnaie de la banque', createdBy: by, deviceId: null, occurredAt: '2026-07-14T19:00:00.000Z', createdAt: '2026-07-14T19:00:00.000Z' },
      { id: 'm2', standId: 'stand-1', direction: 'out' as const, amount: 3000, reason: 'Dépôt au coffre', createdBy: by, deviceId: null, occurredAt: '2026-07-14T21:00:00.000Z', createdAt: '2026-07-14T21:00:00.000Z' },
    ];
    state.apiFetch.mockResolvedValue(aReport({ cash: { changeFund: 10_000, movements, cashIn: 2000, cashOut: 3000, expected: 11_250, counted: null, difference: null, upToDate: false } }));
    render(<ShiftReportView stand={{ id: 'stand-1' }} />);
    expect((await screen.findByText(/^Entrée · Monnaie de la banque \(/)).nextSibling?.textContent).toMatch(/^20,00\s€$/);
    expect(screen.getByText(/^Sortie · Dépôt au coffre \(/).nextSibling?.textContent).toMatch(/^-30,00\s€$/);
    expect(screen.getByText('Espèces attendues').nextSibling?.textContent).toMatch(/112,50\s€/);
  });

  it('sends it to the seller and a typed address with one Idempotency-Key, and asks for a recipient first', async () => {
    state.apiFetch.mockImplementation((path: string) => (path.endsWith('/email') ? Promise.resolve({ sentTo: ['lea@example.com', 'compta@example.com'] }) : Promise.resolve(aReport())));
    render(<ShiftReportView stand={{ id: 'stand-1' }} />);
    const toMe = await screen.findByRole('checkbox', { name: 'M’envoyer le rapport' });
    fireEvent.click(toMe);
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(screen.getByRole('alert').textContent).toBe('Cochez « M’envoyer le rapport » ou saisissez une adresse.');
    expect(sendCalls()).toHaveLength(0);

    fireEvent.click(toMe);
    fireEvent.change(screen.getByLabelText('Autre adresse e-mail (facultatif)'), { target: { value: ' compta@example.com ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    await waitFor(() => expect(sendCalls()).toHaveLength(1));
    expect(sendCalls()[0]![1]).toMatchObject({ method: 'POST', body: { toMe: true, email: 'compta@example.com' }, headers: { 'Idempotency-Key': expect.stringMatching(/^[0-9a-f-]{36}$/) } });
  });
});

describe('closing the stand', () => {
  const stand = { id: 'stand-1', name: 'Hall', changeFund: 10_000 };
  const dialog = (toCollect: number | null) => <CloseStandDialog open stand={stand} toCollect={toCollect} busy={false} onKeepOpen={() => {}} onClose={() => {}} />;

  it('warns of online orders still to hand over here and of a cash count not saved since cash moved', async () => {
    state.apiFetch.mockResolvedValue(aReport({ cash: { changeFund: 10_000, movements: [], cashIn: 0, cashOut: 0, expected: 12_250, counted: null, difference: null, upToDate: false }, tickets: { last: 5, declined: [], awaitingCard: 1 } }));
    render(dialog(2));
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(within(alert).getAllByRole('listitem')).toHaveLength(3));
    expect(alert.textContent).toContain('2 commandes en ligne restent à remettre à ce stand.');
    expect(alert.textContent).toContain('Le comptage de caisse n’est pas enregistré depuis les derniers mouvements d’espèces');
    expect(alert.textContent).toContain('Un paiement par carte est encore en attente.');
    expect(screen.getByText('Après la fermeture, les ventes du jour, le comptage et le rapport Z restent consultables ici.')).toBeTruthy();
  });

  it('warns of nothing when the count is up to date and no order waits', async () => {
    state.apiFetch.mockResolvedValue(aReport());
    render(dialog(0));
    await waitFor(() => expect(state.apiFetch).toHaveBeenCalledWith('/v1/stands/stand-1/shift-report'));
    await screen.findByRole('button', { name: 'Laisser ouvert' });
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
