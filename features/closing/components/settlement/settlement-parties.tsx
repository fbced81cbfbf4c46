import { useLocale, useTranslations } from 'next-intl';
import { Card } from '@/components/ui/card';
import { useDateFormat } from '@/lib/hooks/use-date-format';
import { asLocale } from '@/lib/i18n/locale';
import { addressLinesOf, countedPartsOf } from '../../settlement-address';
import type { SettlementAddress, SettlementView } from '../../settlement-types';

function Address({ address }: { address: SettlementAddress }) {
  const language = asLocale(useLocale());
  return addressLinesOf(address, language).map((line) => <span key={line}>{line}</span>);
}

/**
 * Who the settlement binds, as the PDF heads it: the organiser and the venue with their addresses, the date, who
 * counted and who confirmed the closing for the tour.
 */
export function SettlementParties({ settlement }: { settlement: SettlementView }) {
  const t = useTranslations('closing.settlement.parties');
  const { formatDate } = useDateFormat();
  const { organiser, venue, countedBy, tourRepresentative } = settlement.parties;
  const say = { cash: (stands: string) => t('countedCash', { stands }), stock: (stands: string) => t('countedStock', { stands }), ranClosing: t('ranClosing') };
  return (
    <Card title={t('heading')}>
      <div className="grid gap-6 md:grid-cols-2">
        <div className="flex flex-col">
          <h3 className="text-sm font-semibold uppercase text-slate-700">{t('organiser')}</h3>
          <p className="flex flex-col text-slate-900">
            <span className="font-semibold">{organiser.name}</span>
            <Address address={organiser.address} />
            {organiser.siret && <span>{t('siret', { siret: organiser.siret })}</span>}
            {organiser.vatNumber && <span>{t('vatNumber', { number: organiser.vatNumber })}</span>}
          </p>
        </div>
        <div className="flex flex-col">
          <h3 className="text-sm font-semibold uppercase text-slate-700">{t('venue')}</h3>
          <p className="flex flex-col text-slate-900">
            <span className="font-semibold">{venue.name ?? t('venueUnknown')}</span>
            <Address address={venue.address} />
          </p>
          {settlement.event.firstPerformanceAt && <p className="mt-2 text-slate-900">{t('date', { date: formatDate(settlement.event.firstPerformanceAt) })}</p>}
        </div>
      </div>
      <h3 className="mt-6 font-semibold text-slate-900">{t('countedBy')}</h3>
      {countedBy.length === 0 ? (
        <p className="text-slate-700">{t('nobodyCounted')}</p>
      ) : (
        <ul className="list-inside list-disc text-slate-900">
          {countedBy.map((counter) => (
            <li key={counter.name}>{`${counter.name} – ${countedPartsOf(counter, say)}`}</li>
          ))}
        </ul>
      )}
      <p className="mt-2 text-slate-900">{tourRepresentative ? t('tourRepresentative', { name: tourRepresentative.name }) : t('tourRepresentativeUnknown')}</p>
    </Card>
  );
}
