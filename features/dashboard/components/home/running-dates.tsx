import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { formatInteger, formatMoney } from '@/lib/format';
import type { RunningDate } from '../../types';
import { homeLinks } from './home-links';

/** The dates running today, each with its live takings per stand (the event page's figures, refreshed every 30 s). */
export function RunningDates({ dates }: { dates: RunningDate[] }) {
  const t = useTranslations('home.running');
  return (
    <section aria-labelledby="home-running" className="flex flex-col gap-3">
      <h2 id="home-running" className="text-xl font-semibold">
        {t('title')}
      </h2>
      {dates.length === 0 ? (
        <p className="text-slate-700">{t('none')}</p>
      ) : (
        dates.map((date) => (
          <article key={date.eventId} className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h3 className="text-lg font-semibold">
                <Link href={homeLinks.date(date.projectId, date.eventId)} className="text-brand-700 underline underline-offset-2 hover:text-brand-800">
                  {date.name}
                </Link>
              </h3>
              <p className="text-slate-700">{[date.tourName, date.city].filter(Boolean).join(' · ')}</p>
            </div>
            <p className="text-2xl font-semibold tabular-nums">
              {formatMoney(date.net)} <span className="text-base font-normal text-slate-700">{t('sales', { count: date.sales })}</span>
            </p>
            {date.status === 'pending' && <p className="text-slate-700">{t('notStarted')}</p>}
            {date.stands.length > 0 && (
              <div className="overflow-x-auto">
                <table className="w-full text-left">
                  <caption className="sr-only">{t('caption', { name: date.name })}</caption>
                  <thead>
                    <tr className="border-b border-slate-200 text-sm text-slate-700">
                      <th scope="col" className="py-2 pr-4 font-medium">{t('stand')}</th>
                      <th scope="col" className="py-2 pr-4 font-medium">{t('status')}</th>
                      <th scope="col" className="py-2 pr-4 text-right font-medium">{t('salesColumn')}</th>
                      <th scope="col" className="py-2 text-right font-medium">{t('net')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {date.stands.map((stand) => (
                      <tr key={stand.standId} className="border-b border-slate-100">
                        <th scope="row" className="py-2 pr-4 font-medium">{stand.name}</th>
                        <td className="py-2 pr-4">{t(`standStatus.${stand.status}`)}</td>
                        <td className="py-2 pr-4 text-right tabular-nums">{formatInteger(stand.sales)}</td>
                        <td className="py-2 text-right tabular-nums">{formatMoney(stand.net)}</td>
                      </tr>
                    ))}
                    {date.onlineNet !== 0 && (
                      <tr>
                        <th scope="row" className="py-2 pr-4 font-medium">{t('online')}</th>
                        <td className="py-2 pr-4" />
                        <td className="py-2 pr-4" />
                        <td className="py-2 text-right tabular-nums">{formatMoney(date.onlineNet)}</td>
                      </tr>
                    )}
                  </tbody>
                </table>
              </div>
            )}
          </article>
        ))
      )}
    </section>
  );
}
