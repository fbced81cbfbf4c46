import clsx from 'clsx';
import Head from 'next/head';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { LanguageSwitch } from '@/components/layout/language-switch';

/** The frame of the public account pages: a centred card with the page's title, as on the sign-in page. */
export function AccountCard({ title, intro, wide = false, children }: { title: string; intro?: ReactNode; wide?: boolean; children: ReactNode }) {
  const t = useTranslations();
  return (
    <div className="flex min-h-screen flex-col items-center justify-center gap-6 px-4 py-8">
      <Head>
        <title>{t('accounts.pageTitle', { title })}</title>
      </Head>
      <div className={clsx('w-full rounded-lg border border-slate-200 bg-white p-6 shadow-sm sm:p-8', wide ? 'max-w-2xl' : 'max-w-md')}>
        <p className="text-lg font-bold text-brand-700">{t('common.appName')}</p>
        <h1 className="mt-4 text-2xl font-semibold">{title}</h1>
        {intro && <div className="mt-1 text-slate-700">{intro}</div>}
        <div className="mt-6">{children}</div>
      </div>
      <LanguageSwitch />
    </div>
  );
}
