import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RegisterStatusStrip } from '@/features/register/components/register-status-strip';
import type { QueuedSale } from '@/features/register/offline/outbox-db';
import { emptyOutboxSummary, unreadOutboxSummary } from '@/features/register/offline/outbox-summary';
import { renderInFrench } from './register-fixtures';

const now = Date.parse('2026-11-28T20:30:00Z');
const minutesAgo = (minutes: number) => new Date(now - minutes * 60_000).toISOString();

describe('the register’s status strip', () => {
  it('says online, nothing waiting and never sent', () => {
    renderInFrench(<RegisterStatusStrip online summary={emptyOutboxSummary} onSendNow={() => {}} now={() => now} />);
    expect(screen.getByText('En ligne')).toBeTruthy();
    expect(screen.getByText('Aucune vente en attente')).toBeTruthy();
    expect(screen.getByText('Aucun envoi encore')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('does not claim that nothing waits before it has read the tablet’s storage', () => {
    renderInFrench(<RegisterStatusStrip online={false} summary={unreadOutboxSummary} onSendNow={() => {}} now={() => now} />);
    expect(screen.getByTestId('register-pending').textContent).toBe('Lecture des ventes de la tablette…');
    expect(screen.queryByText('Aucune vente en attente')).toBeNull();
  });

  it('says offline, how many sales wait and the last sync, quietly before ten minutes', () => {
    const summary = { ...emptyOutboxSummary, pending: 2, oldestPendingAt: minutesAgo(4), lastSyncAt: '2026-11-28T20:00:00Z' };
    renderInFrench(<RegisterStatusStrip online={false} summary={summary} onSendNow={() => {}} now={() => now} />);
    expect(screen.getByText('Hors ligne')).toBeTruthy();
    expect(screen.getByTestId('register-pending').textContent).toBe('2 ventes en attente d’envoi');
    expect(screen.getByText(/^Dernier envoi : 28\/11\/2026/)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    // Offline, there is nothing to send now.
    expect(screen.queryByRole('button', { name: 'Envoyer maintenant' })).toBeNull();
  });

  it('alerts when sales have waited ten minutes without a send', () => {
    const summary = { ...emptyOutboxSummary, pending: 3, oldestPendingAt: minutesAgo(11), lastSyncAt: minutesAgo(40) };
    renderInFrench(<RegisterStatusStrip online={false} summary={summary} onSendNow={() => {}} now={() => now} />);
    expect(screen.getByRole('alert').textContent).toContain('Aucune vente n’a pu être envoyée depuis plus de 10 minutes : 3 ventes restent');
  });

  it('offers to send now when online, and shows a refused sale loudly', () => {
    const refused = { idempotencyKey: 'k', receiptNumber: '1-4', totalInclVat: 2500, soldAt: minutesAgo(2), lastError: 'NOT_ALLOWED_ON_STAND', state: 'refused' } as QueuedSale;
    const sendNow = vi.fn();
    renderInFrench(<RegisterStatusStrip online summary={{ ...emptyOutboxSummary, pending: 1, oldestPendingAt: minutesAgo(1), refused: [refused] }} onSendNow={sendNow} now={() => now} />);
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer maintenant' }));
    expect(sendNow).toHaveBeenCalledOnce();
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('1 vente a été refusée par le serveur');
    expect(alert.textContent).toContain('Ticket 1-4 (25,00');
    expect(alert.textContent).toContain('NOT_ALLOWED_ON_STAND');
  });
});
