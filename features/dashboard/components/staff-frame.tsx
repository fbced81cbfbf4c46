import { useRouter } from 'next/router';
import type { Session } from 'next-auth';
import { SessionProvider } from 'next-auth/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { Toaster } from '@/components/feedback/toaster';
import { AppShell } from '@/components/layout/app-shell';
import { PageTitle } from '@/components/layout/page-title';
import { AnnouncementDisplay } from '@/features/announcements';
import { RoleSwitcher } from '@/features/auth';
import { TermsGate } from '@/features/terms';
import { asLocale, routeTitle } from '@/lib/i18n/locale';
import { messages } from '@/lib/i18n/messages';

/**
 * The frame of every page but the spectator's: the global texts in both languages, the session, the dashboard's
 * layout and its role switcher, the terms to accept, the platform's announcements and the toasts. _app loads it with
 * next/dynamic, so that the shop's pages do not carry it.
 */
export function StaffFrame({ session, children }: { session?: Session | null; children: ReactNode }) {
  const router = useRouter();
  const locale = asLocale(router.locale);
  return (
    <SessionProvider session={session} refetchOnWindowFocus>
      <NextIntlClientProvider locale={locale} messages={messages[locale]} timeZone="Europe/Paris">
        <PageTitle name={routeTitle(messages[locale].common.pageTitles, router.pathname)} />
        <AppShell headerExtras={<RoleSwitcher />}>{children}</AppShell>
        <TermsGate />
        <AnnouncementDisplay />
        <Toaster />
      </NextIntlClientProvider>
    </SessionProvider>
  );
}
