import { useTranslations } from 'next-intl';
import { ScrollRegion } from '@/components/ui/scroll-region';
import { formatInteger, formatMoney } from '@/lib/format';
import { takingsChannels, type Takings, type TakingsChannel } from '../takings';

/**
 * Takings by channel (stand cash, stand card, online) with their sales, gross, refunds and net, and the total: the one
 * table the event page, the closing and the settlement show them in. A channel with no sale is left out unless
 * `channels` names it. On a phone it scrolls sideways in its own box rather than widening the page.
 */
export function TakingsTable({ takings, caption, channels }: { takings: Takings; caption: string; channels?: readonly TakingsChannel[] }) {
  const t = useTranslations('orders.takings');
  const shown = takingsChannels.filter((channel) => channels?.includes(channel) ?? takings[channel].sales > 0);
  const cell = 'px-2 py-1 text-right tabular-nums';
  return (
    <ScrollRegion label={caption}>
      <table className="w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-slate-200 text-slate-700">
            <th scope="col" className="px-2 py-1 text-left font-medium">{t('channel')}</th>
            <th scope="col" className={`${cell} font-medium`}>{t('sales')}</th>
            <th scope="col" className={`${cell} font-medium`}>{t('gross')}</th>
            <th scope="col" className={`${cell} font-medium`}>{t('refunded')}</th>
            <th scope="col" className={`${cell} font-medium`}>{t('net')}</th>
          </tr>
        </thead>
        <tbody>
          {shown.map((channel) => (
            <tr key={channel} className="border-b border-slate-100">
              <th scope="row" className="px-2 py-1 text-left font-normal">{t(`channels.${channel}`)}</th>
              <td className={cell}>{formatInteger(takings[channel].sales)}</td>
              <td className={cell}>{formatMoney(takings[channel].gross)}</td>
              <td className={cell}>{formatMoney(takings[channel].refunded)}</td>
              <td className={cell}>{formatMoney(takings[channel].net)}</td>
            </tr>
          ))}
          <tr className="font-semibold">
            <th scope="row" className="px-2 py-1 text-left">{t('total')}</th>
            <td className={cell}>{formatInteger(takings.total.sales)}</td>
            <td className={cell}>{formatMoney(takings.total.gross)}</td>
            <td className={cell}>{formatMoney(takings.total.refunded)}</td>
            <td className={cell}>{formatMoney(takings.total.net)}</td>
          </tr>
        </tbody>
      </table>
    </ScrollRegion>
  );
}
