import '@/components/globals.css';
import { QueryClientProvider } from '@tanstack/react-query';
import type { AppProps } from 'next/app';
import Head from 'next/head';
import type { Session } from 'next-auth';
import { SessionProvider } from 'next-auth/react';
import { NextIntlClientProvider } from 'next-intl';
import { useState } from 'react';
import { Toaster } from '@/components/feedback/toaster';
import { AppShell } from '@/components/layout/app-shell';
import { PageTitle } from '@/components/layout/page-title';
import { AnnouncementDisplay } from '@/features/announcements';
import { RoleSwitcher } from '@/features/auth';
import { TermsGate } from '@/features/terms';
import { asLocale, messages, routeTitle } from '@/lib/i18n/messages';
import { createQueryClient } from '@/lib/query/create-query-client';

export default function App({ Component, pageProps, router }: AppProps<{ session?: Session | null }>) {
  const [queryClient] = useState(createQueryClient);
  const locale = asLocale(router.locale);
  const { session, ...rest } = pageProps;
  return (
    <SessionProvider session={session} refetchOnWindowFocus>
      <NextIntlClientProvider locale={locale} messages={messages[locale]} timeZone="Europe/Paris">
        <QueryClientProvider client={queryClient}>
          <Head>
            <meta name="viewport" content="width=device-width, initial-scale=1" />
            <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
          </Head>
          <PageTitle name={routeTitle(locale, router.pathname)} />
          <AppShell headerExtras={<RoleSwitcher />}>
            <Component {...rest} />
          </AppShell>
          <TermsGate />
          <AnnouncementDisplay />
          <Toaster />
        </QueryClientProvider>
      </NextIntlClientProvider>
    </SessionProvider>
  );
}
