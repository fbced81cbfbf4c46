import dynamic from 'next/dynamic';
import { useRouter } from 'next/router';
import { NextIntlClientProvider, type AbstractIntlMessages } from 'next-intl';
import type { ReactNode } from 'react';
import { asLocale, routeTitle } from '@/lib/i18n/locale';
import { PageTitle } from './page-title';
import { PaymentsModeBanner } from './lazy-payments-mode-banner';
import { PlainLayout } from './plain-layout';

// No spectator's screen shows a toast today (their errors are written in the page), so the toaster (sonner, 10 kB gzip)
// is not worth a place in their first load: it comes once the page is interactive, ready for the day one does.
const Toaster = dynamic(() => import('@/components/feedback/toaster').then((module) => module.Toaster), { ssr: false });

/**
 * The spectator's frame (shop, checkout, payment, confirmation, receipt): the page's texts as its server sent them,
 * its title and the toaster. No session, dashboard, terms or announcements: a phone on 4G downloads none of them.
 */
export function PublicFrame({ messages, children }: { messages: AbstractIntlMessages; children: ReactNode }) {
  const { locale, pathname } = useRouter();
  const titles = (messages.common as { pageTitles: Record<string, string> }).pageTitles;
  return (
    <NextIntlClientProvider locale={asLocale(locale)} messages={messages} timeZone="Europe/Paris">
      <PageTitle name={routeTitle(titles, pathname)} />
      <PaymentsModeBanner />
      <PlainLayout>{children}</PlainLayout>
      <Toaster />
    </NextIntlClientProvider>
  );
}
