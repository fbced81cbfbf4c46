import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Announcement } from '@/features/announcements';
import { AnnouncementDisplay } from '@/features/announcements/components/announcement-display';
import { renderScreen } from '../../support/render-screen';

const state = vi.hoisted(() => ({
  path: '/dashboard',
  pathname: '/dashboard',
  user: undefined as undefined | { id: string; role: string; eventAgreementVersion: string; teamAgreementVersion: string },
  apiFetch: vi.fn(),
}));

vi.mock('next/router', () => ({ useRouter: () => ({ asPath: state.path, pathname: state.pathname }) }));
vi.mock('@/features/auth', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/features/auth')>()),
  useCurrentUser: () => ({ data: state.user }),
}));
vi.mock('@/lib/api-client', async (importOriginal) => ({ ...(await importOriginal<typeof import('@/lib/api-client')>()), apiFetch: state.apiFetch }));

const manager = { id: 'u-1', role: 'client', eventAgreementVersion: '2024-09-16', teamAgreementVersion: '2024-09-16' };

function announcement(overrides: Partial<Announcement> = {}): Announcement {
  return {
    id: 'a-1',
    type: 'banner',
    title: 'Maintenance dimanche',
    content: 'Le service sera interrompu.',
    displayedFor: ['all'],
    readers: 'everyone',
    interval: 'hours',
    numberOfIntervals: null,
    status: 'published',
    expiresAt: null,
    publishedAt: '2026-01-01T00:00:00.000Z',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    isDismissed: false,
    ...overrides,
  };
}

function show() {
  return renderScreen(<AnnouncementDisplay />);
}

/** `last` answers the given announcements in turn (undefined = 204); a dismissal waits until released. */
function api(lasts: (Announcement | undefined)[]) {
  let releaseDismiss!: () => void;
  const dismissal = new Promise<void>((resolve) => (releaseDismiss = resolve));
  state.apiFetch.mockImplementation((path: string) => {
    if (path === '/v1/announcements/last') return Promise.resolve(lasts.length > 1 ? lasts.shift() : lasts[0]);
    if (path.endsWith('/dismiss')) return dismissal;
    return Promise.reject(new Error(`unexpected ${path}`));
  });
  return { releaseDismiss };
}


beforeEach(() => {
  state.path = '/dashboard';
  state.pathname = '/dashboard';
  state.user = manager;
  state.apiFetch.mockReset();
});

describe('AnnouncementDisplay', () => {
  it('shows a banner above the page and hides it as soon as Fermer is pressed, before the server answers', async () => {
    const { releaseDismiss } = api([announcement(), undefined]);
    show();

    const banner = await screen.findByRole('region', { name: 'Annonce' });
    expect(banner.textContent).toContain('Maintenance dimanche');
    expect(banner.textContent).toContain('Le service sera interrompu.');
    expect(document.body.firstElementChild?.contains(banner)).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Fermer' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Annonce' })).toBeNull());
    expect(state.apiFetch).toHaveBeenCalledWith('/v1/announcements/a-1/dismiss', { method: 'POST' });

    await act(async () => releaseDismiss());
    // Then `last` is asked again, for the next one due.
    await waitFor(() => expect(state.apiFetch.mock.calls.filter(([path]) => path === '/v1/announcements/last')).toHaveLength(2));
  });

  it('shows a modal in a dialog with the server’s sanitized HTML', async () => {
    api([announcement({ type: 'modal', title: 'Nouveautés', content: '<h2>Smart</h2><p>Plus de stands.</p>' })]);
    show();

    const dialog = await screen.findByRole('dialog', { name: 'Nouveautés' });
    const content = dialog.querySelector('[data-testid="announcement-content"]');
    expect(content?.querySelector('h2')?.textContent).toBe('Smart');
    expect(content?.querySelector('p')?.textContent).toBe('Plus de stands.');
    expect(screen.getByRole('button', { name: 'Fermer' })).toBeTruthy();
  });

  it('never asks for, nor shows, announcements to an admin', async () => {
    state.user = { ...manager, role: 'admin' };
    api([announcement()]);
    show();

    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(state.apiFetch).not.toHaveBeenCalled();
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('waits while the terms modal is required', async () => {
    state.user = { ...manager, teamAgreementVersion: '' };
    api([announcement()]);
    show();

    await waitFor(() => expect(state.apiFetch).toHaveBeenCalledWith('/v1/announcements/last'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('region', { name: 'Annonce' })).toBeNull();
  });

  it('shows nothing for an announcement without an id, or when there is none', async () => {
    api([announcement({ id: '' })]);
    const { unmount } = show();
    await waitFor(() => expect(state.apiFetch).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('region', { name: 'Annonce' })).toBeNull();
    unmount();

    api([undefined]);
    show();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('region', { name: 'Annonce' })).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  describe('on the register', () => {
    beforeEach(() => {
      state.path = '/sellers/events/e-1/stands/s-1';
      state.pathname = '/sellers/events/[eventId]/stands/[standId]';
      state.user = { ...manager, role: 'seller' };
    });

    it('shows a banner on one line, opened and closed by a tap, and closed for good by Fermer', async () => {
      api([announcement({ content: 'Le service sera interrompu de 2 h à 4 h.\nPensez à encaisser en espèces.' }), undefined]);
      show();

      const bar = await screen.findByRole('region', { name: 'Annonce' });
      expect(bar.getAttribute('data-testid')).toBe('announcement-compact');
      expect(document.body.firstElementChild?.contains(bar)).toBe(true);
      const more = screen.getByRole('button', { name: 'Lire' });
      expect(more.getAttribute('aria-expanded')).toBe('false');
      const content = document.getElementById(more.getAttribute('aria-controls')!)!;
      expect(content.hidden).toBe(true);

      fireEvent.click(more);
      expect(screen.getByRole('button', { name: 'Réduire' }).getAttribute('aria-expanded')).toBe('true');
      expect(content.hidden).toBe(false);
      expect(content.textContent).toContain('Pensez à encaisser en espèces.');
      fireEvent.click(screen.getByRole('button', { name: 'Réduire' }));
      expect(content.hidden).toBe(true);

      fireEvent.click(screen.getByRole('button', { name: 'Fermer' }));
      await waitFor(() => expect(screen.queryByRole('region', { name: 'Annonce' })).toBeNull());
      expect(state.apiFetch).toHaveBeenCalledWith('/v1/announcements/a-1/dismiss', { method: 'POST' });
    });

    it('shows a modal as the same line, with no dialog to stop the sale', async () => {
      api([announcement({ type: 'modal', title: 'Nouveautés', content: '<h2>Smart</h2><p>Plus de stands.</p>' })]);
      show();

      await screen.findByRole('region', { name: 'Annonce' });
      expect(screen.queryByRole('dialog')).toBeNull();
      fireEvent.click(screen.getByRole('button', { name: 'Lire' }));
      expect(screen.getByRole('heading', { name: 'Smart' })).toBeTruthy();
    });
  });
});
