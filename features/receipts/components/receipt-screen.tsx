import Head from 'next/head';
import { useRouter } from 'next/router';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { LanguageSwitch } from '@/components/layout/language-switch';
import { Button } from '@/components/ui/button';
import { LoadError, SkeletonLines } from '@/components/ui/loading-states';
import { isApiError } from '@/lib/api-client/public';
import { asLocale } from '@/lib/i18n/locale';
import { receiptPdfUrl, useReceipt } from '../public-api';
import { companyName } from '../receipt-format';
import { ReceiptDetails } from './receipt-details';

function Frame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-6 sm:py-10 print:max-w-none print:p-0">
      <Head>
        <title>{title}</title>
        {/* The address holds the receipt's key: it must not leave with a click, nor be indexed. */}
        <meta name="referrer" content="no-referrer" />
        <meta name="robots" content="noindex, nofollow" />
      </Head>
      <div className="mb-4 flex justify-end print:hidden">
        <LanguageSwitch />
      </div>
      <article className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm sm:p-8 print:border-0 print:p-0 print:shadow-none">{children}</article>
    </div>
  );
}

/**
 * The public receipt page (/receipts/{id}?token=…), opened from the register's QR code or the e-mailed link, on a
 * phone and without an account. A link that opens nothing says so plainly; retrying would not help.
 */
export function ReceiptScreen() {
  const t = useTranslations('receipts');
  const router = useRouter();
  const language = asLocale(router.locale);
  const orderId = typeof router.query.id === 'string' ? router.query.id : '';
  const token = typeof router.query.token === 'string' ? router.query.token : '';
  const receipt = useReceipt(orderId, token, router.isReady);

  const notFound = (router.isReady && !token) || (isApiError(receipt.error) && receipt.error.status === 404);
  if (notFound) {
    return (
      <Frame title={t('notFound.title')}>
        <div data-testid="receipt-not-found">
          <h1 className="text-2xl font-semibold text-slate-900">{t('notFound.title')}</h1>
          <p className="mt-3 text-slate-700">{t('notFound.text')}</p>
        </div>
      </Frame>
    );
  }
  if (receipt.isError) {
    return (
      <Frame title={t('documentTitle')}>
        <h1 className="mb-4 text-2xl font-semibold text-slate-900">{t('documentTitle')}</h1>
        <LoadError onRetry={() => void receipt.refetch()} />
      </Frame>
    );
  }
  if (!receipt.data) {
    return (
      <Frame title={t('documentTitle')}>
        <h1 className="mb-4 text-2xl font-semibold text-slate-900">{t('documentTitle')}</h1>
        <SkeletonLines label={t('loading')} lines={6} />
      </Frame>
    );
  }

  const data = receipt.data;
  return (
    <Frame title={t('pageTitle', { number: data.receiptNumber, company: companyName(data.company) })}>
      <header className="flex flex-col gap-1">
        <p className="text-sm font-medium uppercase tracking-wide text-slate-700">{t('documentTitle')}</p>
        <h1 className="text-2xl font-semibold text-slate-900">{t('ticketNumber', { number: data.receiptNumber })}</h1>
      </header>
      <nav aria-label={t('actions.label')} className="my-5 flex flex-wrap gap-3 print:hidden">
        <a
          href={receiptPdfUrl(data.orderId, token, language)}
          download
          className="inline-flex min-h-11 items-center justify-center rounded-md bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-800"
        >
          {t('actions.downloadPdf')}
        </a>
        <Button variant="secondary" onClick={() => window.print()}>
          {t('actions.print')}
        </Button>
      </nav>
      <ReceiptDetails receipt={data} language={language} />
    </Frame>
  );
}
