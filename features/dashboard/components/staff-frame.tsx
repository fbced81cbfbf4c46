import { QueryClientProvider } from '@tanstack/react-query';
import dynamic from 'next/dynamic';
import { useRouter } from 'next/router';
import type { Session } from 'next-auth';
import { SessionProvider, useSession } from '@/lib/auth/session-client';
import { useMessages } from 'next-intl';
import { useEffect, useState, type ReactNode } from 'react';
import { forgetSession, lastKnownSession, rememberSession } from '@/components/auth/last-known-session';
import { AppShell } from '@/components/layout/app-shell';
import { PageTitle } from '@/components/layout/page-title';
import { RoleSwitcher } from '@/features/auth';
import { TermsGate } from '@/features/terms';
import { routeTitle } from '@/lib/i18n/locale';
import { LocaleTexts, type TextsProvider } from '@/lib/i18n/locale-texts';
import type { Locale } from '@/lib/i18n/locale';
import { isOffline, useOnline } from '@/lib/network/use-online';
import { createQueryClient } from '@/lib/query/create-query-client';
import { usePreloadErrorCatalogue } from '@/lib/errors/error-catalogue';

// The toaster (sonner, 10 kB gzip) comes once the page is interactive, not in its first load (issue #26: the register
// under 180 kB); a toast asked before it arrives is shown when it has (components/feedback/toasts.ts).
const Toaster = dynamic(() => import('@/components/feedback/toaster').then((module) => module.Toaster), { ssr: false });
// The platform's announcements too: they come after the page (no server-rendered page knows its user to show one).
const AnnouncementDisplay = dynamic(() => import('@/features/announcements/display').then((module) => module.AnnouncementDisplay), { ssr: false });

/**
 * The frame of every page but the spectator's: React Query's cache, the global texts (in the page's language), the session,
 * the dashboard's layout and its role switcher, the terms to accept, the platform's announcements and the toasts.
 * _app loads it with next/dynamic, so that the shop's pages do not carry it, and gives it the global texts' providers.
 */
export function StaffFrame({ session, texts, children }: { session?: Session | null; texts: Record<Locale, TextsProvider>; children: ReactNode }) {
  // Here rather than in _app: the spectator's pages read with lib/api-client/use-public-request.ts and do not download
  // React Query. One cache for as long as the staff move between their pages (the frame stays mounted).
  const [queryClient] = useState(createQueryClient);
  // Opened with no network (the register after a reload offline), the session is the one last seen online: asking
  // next-auth would answer "signed out" for want of the network. Nor is it asked again until the network is back.
  const [initialSession] = useState(() => session ?? (isOffline() ? (lastKnownSession() ?? undefined) : undefined));
  const online = useOnline();
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider session={initialSession} refetchOnWindowFocus={online}>
        <SessionMemory />
        <LocaleTexts providers={texts}>
          <RouteTitle />
          <ErrorCataloguePreload />
          <AppShell headerExtras={<RoleSwitcher />}>{children}</AppShell>
          <TermsGate />
          <AnnouncementDisplay />
          <Toaster />
        </LocaleTexts>
      </SessionProvider>
    </QueryClientProvider>
  );
}

/** Keeps the signed-in user for the next start with no network, and forgets it at sign-out. */
function SessionMemory() {
  const { data, status } = useSession();
  useEffect(() => {
    if (status === 'authenticated' && data?.accessToken) rememberSession(data);
    else if (status === 'unauthenticated' && !isOffline()) forgetSession();
  }, [data, status]);
  return null;
}

/** The error catalogue, fetched once the page has settled (lib/errors/error-catalogue.ts). */
function ErrorCataloguePreload() {
  usePreloadErrorCatalogue();
  return null;
}

/** The browser tab's kind of page for the route ("Tournée"), read from the frame's texts. */
function RouteTitle() {
  const { pathname } = useRouter();
  const titles = (useMessages().common as { pageTitles: Record<string, string> }).pageTitles;
  return <PageTitle name={routeTitle(titles, pathname)} />;
}
