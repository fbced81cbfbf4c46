import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { messages } from '@/lib/i18n/messages';
import frAccounts from '@/locales/fr/accounts.json';
import frAnnouncements from '@/locales/fr/announcements.json';
import frClients from '@/locales/fr/clients.json';
import frClosing from '@/locales/fr/closing.json';
import frEmails from '@/locales/fr/emails.json';
import frEvents from '@/locales/fr/events.json';
import frInvoices from '@/locales/fr/invoices.json';
import frJournal from '@/locales/fr/journal.json';
import frLegal from '@/locales/fr/legal.json';
import frHome from '@/locales/fr/home.json';
import frOnboarding from '@/locales/fr/onboarding.json';
import frOrders from '@/locales/fr/orders.json';
import frProducts from '@/locales/fr/products.json';
import frReceipts from '@/locales/fr/receipts.json';
import frReports from '@/locales/fr/reports.json';
import frRegister from '@/locales/fr/register.json';
import frRegisterScreens from '@/locales/fr/register-screens.json';
import { mergeTexts } from '@/lib/i18n/merge-texts';
import frServices from '@/locales/fr/services.json';
import frShops from '@/locales/fr/shops.json';
import frStock from '@/locales/fr/stock.json';
import frSubscriptions from '@/locales/fr/subscriptions.json';
import frTours from '@/locales/fr/tours.json';
import frTransfers from '@/locales/fr/transfers.json';

// Each domain's namespace, which a page adds to the global ones (common, errors, auth) with withMessages().
const frNamespaces = { accounts: frAccounts, announcements: frAnnouncements, clients: frClients, closing: frClosing, emails: frEmails, events: frEvents, home: frHome, invoices: frInvoices, journal: frJournal, legal: frLegal, onboarding: frOnboarding, orders: frOrders, products: frProducts, receipts: frReceipts, reports: frReports, register: mergeTexts(frRegister, frRegisterScreens), services: frServices, shops: frShops, stock: frStock, subscriptions: frSubscriptions, tours: frTours, transfers: frTransfers };

export type Namespace = keyof typeof frNamespaces;

/**
 * Renders a screen as its page does: in French, with the global messages and the domain namespaces the page adds,
 * and a fresh query client that never retries (a refusal shows at once) and shares no cache with another test.
 */
export function renderScreen(ui: ReactNode, { namespaces = [] }: { namespaces?: Namespace[] } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const pageMessages = { ...messages.fr, ...Object.fromEntries(namespaces.map((name) => [name, frNamespaces[name]])) };
  const rendered = render(
    <NextIntlClientProvider locale="fr" messages={pageMessages} timeZone="Europe/Paris">
      <QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>
    </NextIntlClientProvider>,
  );
  return { ...rendered, queryClient };
}

/** Spaces as the fr number format writes them (narrow and non-breaking) made plain, and runs of spaces made one. */
export const plainText = (value: string | null | undefined) => (value ?? '').replace(/[\u202f\u00a0]/g, ' ').replace(/\s+/g, ' ').trim();
