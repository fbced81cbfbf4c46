import { useTranslations } from 'next-intl';
import type { InventoryNames } from './stock-matrix-model';

/** The translated names of the kinds of place, for headers, selects and CSV files. */
export function useInventoryNames(): InventoryNames {
  const t = useTranslations('stock.inventory');
  return {
    warehouse: t('warehouse'),
    zone: t('zone'),
    shop: t('shop'),
    standOfEvent: (name, event) => t('standOfEvent', { name, event }),
  };
}
