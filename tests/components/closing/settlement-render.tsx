import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { SettlementScreen } from '@/features/closing/components/settlement/settlement-screen';
import { messages } from '@/lib/i18n/messages';
import frClosing from '@/locales/fr/closing.json';
import frOrders from '@/locales/fr/orders.json';
import { eventId, projectId } from './settlement-fixtures';

/** The settlement page as its route renders it: French, with the closing and orders namespaces. */
export function renderSettlement() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <NextIntlClientProvider locale="fr" messages={{ ...messages.fr, closing: frClosing, orders: frOrders }} timeZone="Europe/Paris">
      <QueryClientProvider client={queryClient}>
        <SettlementScreen projectId={projectId} eventId={eventId} />
      </QueryClientProvider>
    </NextIntlClientProvider>,
  );
}

/** Spaces as the fr number format writes them (narrow and non-breaking), made plain for comparisons. */
export const plain = (value: string | null | undefined) => (value ?? '').replace(/[\u202f\u00a0]/g, ' ');
