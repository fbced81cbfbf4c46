import { useTranslations } from 'next-intl';
import { useDateFormat } from '@/lib/hooks/use-date-format';
import type { ShopPageView } from '../../types';
import { formatWallClock } from './wall-clock';

/** The event the shop sells for: its name, venue, city and performances. */
export function ShopHeading({ page }: { page: ShopPageView }) {
  const t = useTranslations('shops.public');
  const { formatLongDateTime } = useDateFormat();
  const place = [page.event.venueName, page.event.city].filter(Boolean).join(', ');
  return (
    <div className="flex flex-col gap-1">
      <h1 className="text-2xl font-bold">{page.event.name}</h1>
      {place && <p>{place}</p>}
      {page.event.performances.map((performance) => (
        <p key={performance}>{formatWallClock(performance, formatLongDateTime)}</p>
      ))}
      <p className="text-sm">{t('organisedBy', { name: page.organiser.name })}</p>
    </div>
  );
}

/** Where and when orders are handed over. */
export function CollectionInfo({ collection }: { collection: ShopPageView['collection'] }) {
  const t = useTranslations('shops.public');
  const { formatLongDateTime } = useDateFormat();
  const opens = collection.opensAt ? formatWallClock(collection.opensAt, formatLongDateTime) : null;
  const closes = collection.closesAt ? formatWallClock(collection.closesAt, formatLongDateTime) : null;
  let when = t('collection.duringEvent');
  if (opens && closes) when = t('collection.between', { opens, closes });
  else if (opens) when = t('collection.from', { opens });
  else if (closes) when = t('collection.until', { closes });
  const stands = collection.stands.map((stand) => stand.name).join(', ');
  return (
    <section aria-labelledby="shop-collection" className="rounded-lg bg-slate-100 p-3 text-slate-900">
      <h2 id="shop-collection" className="font-semibold">
        {t('collection.title')}
      </h2>
      <p>{stands ? t('collection.stands', { stands }) : t('collection.anyStand')}</p>
      <p>{when}</p>
    </section>
  );
}
