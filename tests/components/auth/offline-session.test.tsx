import { fireEvent, screen } from '@testing-library/react';
import type { Session } from 'next-auth';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetSession, lastKnownSession, rememberSession } from '@/components/auth/last-known-session';
import { UserMenu } from '@/components/layout/user-menu';
import { forgetAccessToken, getCachedAccessToken } from '@/lib/api-client/session-token';
import { PENDING_SALES_STORAGE_KEY } from '@/lib/network/unsent-sales';
import { renderScreen } from '../../support/render-screen';

// The session client (lib/auth/session-client.tsx, next-auth's routes over the network) is replaced here: what is under test
// is what the register does with the answers, offline and online.
const auth = vi.hoisted(() => ({ getSession: vi.fn(), signOut: vi.fn(), session: null as Session | null }));
vi.mock('@/lib/auth/session-client', () => ({ onSessionRead: () => undefined, getSession: auth.getSession, signOut: auth.signOut, useSession: () => ({ data: auth.session, status: auth.session ? 'authenticated' : 'unauthenticated' }) }));

const seller: Session = { user: { id: 'u-1', role: 'seller', name: 'Sam Vendeur', email: 'seller@demo.test' }, accessToken: 'secret-token', expires: '2099-01-01T00:00:00.000Z' } as Session;

beforeEach(() => {
  localStorage.clear();
  forgetAccessToken();
  auth.getSession.mockReset();
  auth.signOut.mockReset();
  auth.session = seller;
});

describe('the session with no network', () => {
  it('keeps the user last seen online, without the API token, until the session expires', () => {
    rememberSession(seller);
    expect(localStorage.getItem('merch-last-session')).not.toContain('secret-token');
    expect(lastKnownSession(Date.parse('2098-01-01'))?.user).toEqual(seller.user);
    expect(lastKnownSession(Date.parse('2099-06-01'))).toBeNull();
    forgetSession();
    expect(lastKnownSession()).toBeNull();
  });

  it('does not cache a missing token: back online, the next call asks the session again', async () => {
    auth.getSession.mockResolvedValueOnce(null).mockResolvedValueOnce(seller);
    expect(await getCachedAccessToken(1_000)).toBeNull();
    expect(await getCachedAccessToken(2_000)).toBe('secret-token');
    // A real token is cached as before.
    expect(await getCachedAccessToken(3_000)).toBe('secret-token');
    expect(auth.getSession).toHaveBeenCalledTimes(2);
  });
});

describe('signing out with sales not sent', () => {
  it('signs out at once when nothing waits', () => {
    renderScreen(<UserMenu />);
    fireEvent.click(screen.getByRole('button', { name: 'Se déconnecter' }));
    expect(auth.signOut).toHaveBeenCalledOnce();
  });

  it('asks first when sales wait, and stays signed in if the seller says so', () => {
    localStorage.setItem(PENDING_SALES_STORAGE_KEY, '2');
    renderScreen(<UserMenu />);
    fireEvent.click(screen.getByRole('button', { name: 'Se déconnecter' }));
    expect(auth.signOut).not.toHaveBeenCalled();
    const dialog = screen.getByRole('dialog', { name: 'Des ventes ne sont pas encore envoyées' });
    expect(dialog.textContent).toContain('2 ventes faites hors ligne ne sont pas encore envoyées.');
    fireEvent.click(screen.getByRole('button', { name: 'Rester connecté' }));
    expect(auth.signOut).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Se déconnecter' }));
    fireEvent.click(screen.getByRole('button', { name: 'Se déconnecter quand même' }));
    expect(auth.signOut).toHaveBeenCalledOnce();
    // The sales themselves are the outbox's: signing out leaves the count (and them) in place.
    expect(localStorage.getItem(PENDING_SALES_STORAGE_KEY)).toBe('2');
  });
});
