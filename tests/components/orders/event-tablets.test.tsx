import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { EventTablets } from '@/features/orders/components/event-tablets';
import { isDeviceSilent } from '@/features/orders/devices';
import type { EventDevicesView } from '@/features/orders/types';
import { plainText, renderScreen } from '../../support/render-screen';

const state = vi.hoisted(() => ({ apiFetch: vi.fn() }));
vi.mock('@/lib/api-client', async (importOriginal) => ({ ...(await importOriginal<typeof import('@/lib/api-client')>()), apiFetch: state.apiFetch }));

const now = Date.parse('2026-11-28T20:30:00Z');
const minutesAgo = (minutes: number) => new Date(now - minutes * 60_000).toISOString();
const render = () => renderScreen(<EventTablets eventId="ev-1" now={() => now} />, { namespaces: ['orders'] });

type Device = EventDevicesView['stands'][number]['devices'][number];
const tablet = (overrides: Partial<Device>): Device => ({
  deviceId: `d-${overrides.number ?? 1}`,
  standId: 'hall',
  number: 1,
  label: null,
  lastSyncAt: minutesAgo(3),
  pending: 0,
  seller: 'Léa Martin',
  oldestPendingAt: null,
  ...overrides,
});

beforeEach(() => state.apiFetch.mockReset());

describe('the event’s tablets', () => {
  it('says so when no tablet is registered', async () => {
    state.apiFetch.mockResolvedValue({ stands: [{ standId: 'hall', standName: 'Hall', devices: [] }] });
    render();
    expect(await screen.findByText(/Aucune tablette enregistrée pour cette date/)).toBeTruthy();
    expect(state.apiFetch).toHaveBeenCalledWith('/v1/events/ev-1/devices');
  });

  it('shows each tablet per stand: its number and label, its last sync in words with the exact time, what it holds', async () => {
    state.apiFetch.mockResolvedValue({
      stands: [
        { standId: 'hall', standName: 'Hall', devices: [tablet({ number: 1, label: 'Android' }), tablet({ number: 2, pending: 3, lastSyncAt: minutesAgo(40), oldestPendingAt: minutesAgo(5) })] },
        { standId: 'mezz', standName: 'Mezzanine', devices: [] },
      ],
    });
    render();
    const first = await screen.findByTestId('tablet-1');
    expect(plainText(first.textContent)).toContain('Tablette 1 · Android');
    expect(plainText(first.textContent)).toContain('Dernière synchronisation il y a 3 min');
    expect(first.querySelector('time')?.getAttribute('title')).toBe('28 novembre 2026 à 21:27');
    expect(within(first).getByText('À jour')).toBeTruthy();
    expect(within(first).getByText('Aucune vente en attente')).toBeTruthy();
    expect(within(first).getByText('Enregistrée par Léa Martin')).toBeTruthy();

    // Holding sales for five minutes (its oldest sale is later than its last sync): not late yet.
    const second = screen.getByTestId('tablet-2');
    expect(within(second).getByText('3 ventes en attente d’envoi')).toBeTruthy();
    expect(within(second).getByText('Ventes à envoyer')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('Aucune tablette sur ce stand.')).toBeTruthy();
  });

  it('alerts when a tablet has held sales without a sync for 15 minutes', async () => {
    state.apiFetch.mockResolvedValue({
      stands: [{ standId: 'hall', standName: 'Hall', devices: [tablet({ number: 2, pending: 4, lastSyncAt: minutesAgo(25), oldestPendingAt: minutesAgo(30) }), tablet({ number: 3, lastSyncAt: null })] }],
    });
    render();
    const alert = await screen.findByRole('alert');
    expect(plainText(alert.textContent)).toContain('Une tablette garde des ventes sans s’être synchronisée depuis plus de 15 min');
    expect(plainText(alert.textContent)).toContain('Hall : Tablette 2, 4 ventes non envoyées');
    expect(within(screen.getByTestId('tablet-2')).getByText('Sans nouvelles')).toBeTruthy();
    expect(within(screen.getByTestId('tablet-3')).getByText('Jamais synchronisée')).toBeTruthy();
  });
});

describe('isDeviceSilent', () => {
  it('counts from the later of the last sync and the oldest held sale, and never for an empty tablet', () => {
    expect(isDeviceSilent({ pending: 0, lastSyncAt: minutesAgo(120), oldestPendingAt: null }, now)).toBe(false);
    expect(isDeviceSilent({ pending: 1, lastSyncAt: minutesAgo(120), oldestPendingAt: minutesAgo(14) }, now)).toBe(false);
    expect(isDeviceSilent({ pending: 1, lastSyncAt: minutesAgo(120), oldestPendingAt: minutesAgo(15) }, now)).toBe(true);
    expect(isDeviceSilent({ pending: 1, lastSyncAt: null, oldestPendingAt: minutesAgo(16) }, now)).toBe(true);
  });
});
