import { useTranslations } from 'next-intl';
import type { InventoryView } from '../../types';
import { useInventoryName } from './inventory-name';

/** The `<option>`s of an inventory select: the warehouse and zones first, then each event's stands, then the shops. */
export function InventoryOptions({ inventories }: { inventories: InventoryView[] }) {
  const t = useTranslations('transfers.inventories');
  const nameOf = useInventoryName();
  const stock = inventories.filter((inventory) => inventory.kind === 'warehouse' || inventory.kind === 'zone');
  const shops = inventories.filter((inventory) => inventory.kind === 'shop');
  const events = new Map<string, InventoryView[]>();
  for (const inventory of inventories.filter((candidate) => candidate.kind === 'stand')) {
    const key = inventory.eventName ?? '';
    events.set(key, [...(events.get(key) ?? []), inventory]);
  }
  return (
    <>
      {stock.length > 0 && (
        <optgroup label={t('stockGroup')}>
          {stock.map((inventory) => (
            <option key={inventory.id} value={inventory.id}>
              {nameOf(inventory)}
            </option>
          ))}
        </optgroup>
      )}
      {[...events].map(([eventName, stands]) => (
        <optgroup key={eventName} label={eventName ? t('standsOf', { event: eventName }) : t('stands')}>
          {stands.map((inventory) => (
            <option key={inventory.id} value={inventory.id}>
              {inventory.name}
            </option>
          ))}
        </optgroup>
      ))}
      {shops.length > 0 && (
        <optgroup label={t('shops')}>
          {shops.map((inventory) => (
            <option key={inventory.id} value={inventory.id}>
              {nameOf(inventory)}
            </option>
          ))}
        </optgroup>
      )}
    </>
  );
}
