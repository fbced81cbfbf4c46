import { useTranslations } from 'next-intl';
import type { SettlementAdjustment } from '../../settlement-types';

/** A sale as the team knows it: a stand's "Ticket n° 12", a click-and-collect order's "Commande n° 5". */
export function useSaleName() {
  const t = useTranslations('closing.settlement.adjustments');
  return (channel: SettlementAdjustment['channel'], number: number | null) => t(channel === 'shop' ? 'orderShop' : 'orderTicket', { number: number ?? '—' });
}
