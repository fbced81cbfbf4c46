import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { messages } from '@/lib/i18n/messages';
import enOrders from '@/locales/en/orders.json';
import enReports from '@/locales/en/reports.json';

/**
 * The report's screens as an English page renders them (renderScreen is French only): its dates must follow the
 * interface language, numbers and money stay fr. A fresh query client that never retries, as renderScreen's.
 */
export function renderInEnglish(ui: ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <NextIntlClientProvider locale="en" messages={{ ...messages.en, reports: enReports, orders: enOrders }} timeZone="Europe/Paris">
      <QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>
    </NextIntlClientProvider>,
  );
}
