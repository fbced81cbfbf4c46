import Link from 'next/link';
import { useTranslations } from 'next-intl';

const points = ['tour', 'stock', 'sale', 'closing'] as const;

/** What a visitor who is not signed in sees at `/`: what the product is, and the way in (issue #25). */
export function LandingPage() {
  const t = useTranslations('onboarding.landing');
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-8 py-8">
      <div className="flex flex-col gap-4">
        <h1 className="text-3xl font-semibold text-slate-900">{t('title')}</h1>
        <p className="text-lg text-slate-700">{t('lead')}</p>
      </div>
      <ul className="grid gap-3 sm:grid-cols-2">
        {points.map((point) => (
          <li key={point} className="rounded-lg border border-slate-200 bg-white p-4 text-slate-800 shadow-sm">
            {t(`points.${point}`)}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-3">
        <Link href="/signup" className="inline-flex min-h-11 items-center rounded-md bg-brand-700 px-5 py-2 font-medium text-white hover:bg-brand-800">
          {t('signUp')}
        </Link>
        <Link href="/signin" className="inline-flex min-h-11 items-center rounded-md border border-slate-300 bg-white px-5 py-2 font-medium text-slate-900 hover:bg-slate-100">
          {t('signIn')}
        </Link>
        <Link href="/plans" className="inline-flex min-h-11 items-center px-2 py-2 font-medium text-brand-700 underline">
          {t('plans')}
        </Link>
      </div>
      <p className="text-slate-700">
        <Link href="/sellers" className="text-brand-700 underline">
          {t('sellers')}
        </Link>
      </p>
    </div>
  );
}
