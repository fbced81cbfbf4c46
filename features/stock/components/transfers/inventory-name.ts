import { useTranslations } from 'next-intl';
import type { InventoryKind } from '../../types';

export interface NamedInventory {
  id?: string;
  kind: InventoryKind;
  name: string;
  eventName?: string | null;
}

/**
 * How an inventory is named on screen: the warehouse as "Entrepôt" in the user's language, a zone or a shop with
 * its kind, a stand by its name and, when known, its event's.
 */
export function useInventoryName(): (inventory: NamedInventory) => string {
  const t = useTranslations('transfers.inventories');
  return (inventory) => {
    if (inventory.kind === 'warehouse') return t('warehouse');
    if (inventory.kind === 'zone') return t('zone', { name: inventory.name });
    if (inventory.kind === 'shop') return t('shop', { name: inventory.name });
    return inventory.eventName ? t('standOfEvent', { name: inventory.name, event: inventory.eventName }) : inventory.name;
  };
}

/** A transfer's end with its event's name when the tour's inventories are known (TransferView carries none). */
export function withEventName(end: { id: string; kind: InventoryKind; name: string }, inventories: { id: string; eventName: string | null }[] | undefined): NamedInventory {
  return { ...end, eventName: inventories?.find((inventory) => inventory.id === end.id)?.eventName ?? null };
}
