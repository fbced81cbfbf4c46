import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PerformancesCard } from '@/features/events/components/performances-card';
import type { EventView } from '@/features/events/types';
import { plainText, renderScreen } from '../../support/render-screen';

const state = vi.hoisted(() => ({ apiFetch: vi.fn() }));
vi.mock('@/lib/api-client', async (importOriginal) => ({ ...(await importOriginal<typeof import('@/lib/api-client')>()), apiFetch: state.apiFetch }));

const DAY = 86_400_000;
const show = (id: string, daysFromNow: number, attendance: number | null = null) => ({ id, roomId: 'room', roomName: 'Grande salle', startsAt: '', startsAtIso: new Date(Date.now() + daysFromNow * DAY).toISOString(), attendance });
const event = (performances: EventView['performances']) => ({ id: 'ev-1', rooms: [{ id: 'room', name: 'Grande salle', capacity: 6000 }], performances }) as unknown as EventView;

beforeEach(() => state.apiFetch.mockReset());

describe('the date’s performances and their attendance', () => {
  it('lists each performance with its room’s capacity and how many came; nothing to enter before the day', () => {
    renderScreen(<PerformancesCard event={event([show('later', 3)])} canEnterAttendance />, { namespaces: ['events'] });
    expect(plainText(screen.getByRole('listitem').textContent)).toContain('· Grande salle· Jauge : 6 000');
    expect(screen.queryByRole('button', { name: 'Enregistrer les entrées' })).toBeNull();
  });

  it('lets a writer enter the attendance of a performance held, refuses what is not a count, and sends each figure', async () => {
    state.apiFetch.mockResolvedValue({ ...event([show('past', -1, 1200), show('later', 3)]) });
    renderScreen(<PerformancesCard event={event([show('past', -1), show('later', 3)])} canEnterAttendance />, { namespaces: ['events'] });
    const field = screen.getByLabelText(/^Entrées — /);
    expect(screen.getAllByLabelText(/^Entrées — /)).toHaveLength(1);
    expect(field.getAttribute('aria-describedby')).toBeTruthy();
    fireEvent.change(field, { target: { value: '12,5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer les entrées' }));
    expect(screen.getByText('Indiquez un nombre entier de spectateurs, ou laissez vide.')).toBeTruthy();
    expect(state.apiFetch).not.toHaveBeenCalled();
    fireEvent.change(field, { target: { value: ' 1200 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer les entrées' }));
    await waitFor(() => expect(state.apiFetch).toHaveBeenCalledWith('/v1/events/ev-1/attendance', { method: 'PUT', body: { performances: [{ performanceId: 'past', attendance: 1200 }] } }));
  });

  it('offers a reader no field', () => {
    renderScreen(<PerformancesCard event={event([show('past', -1, 800)])} canEnterAttendance={false} />, { namespaces: ['events'] });
    expect(plainText(screen.getByRole('listitem').textContent)).toContain('800 entrées');
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});
