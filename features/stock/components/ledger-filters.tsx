import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { SelectField, TextField } from '@/components/ui/form-field';
import { inventoryChangeKinds, type InventoryChangeKind, type InventoryView } from '../types';
import { inventoryLabel } from './stock-matrix-model';
import { useInventoryNames } from './stock-names';

export interface LedgerFilterValues {
  kind: InventoryChangeKind[];
  inventoryId: string;
  productId: string;
  from: string;
  to: string;
}

export const noLedgerFilter: LedgerFilterValues = { kind: [], inventoryId: '', productId: '', from: '', to: '' };

interface LedgerFiltersProps {
  value: LedgerFilterValues;
  onChange: (value: LedgerFilterValues) => void;
  inventories: InventoryView[];
  products: { id: string; title: string }[];
}

/** Kinds as checkboxes, a place, a product and a range of days (Paris time). */
export function LedgerFilters({ value, onChange, inventories, products }: LedgerFiltersProps) {
  const t = useTranslations('stock.ledger');
  const tk = useTranslations('stock.kinds');
  const names = useInventoryNames();
  const baseId = useId();
  const set = (patch: Partial<LedgerFilterValues>) => onChange({ ...value, ...patch });
  const toggle = (kind: InventoryChangeKind, checked: boolean) =>
    set({ kind: checked ? inventoryChangeKinds.filter((entry) => entry === kind || value.kind.includes(entry)) : value.kind.filter((entry) => entry !== kind) });

  return (
    <div role="group" aria-label={t('filters')} className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4">
      <fieldset>
        <legend className="font-medium text-slate-800">{t('kinds')}</legend>
        <div className="mt-2 flex flex-wrap gap-x-5 gap-y-1">
          {inventoryChangeKinds.map((kind) => (
            <div key={kind} className="flex min-h-11 items-center gap-2">
              <input id={`${baseId}-${kind}`} type="checkbox" className="size-5" checked={value.kind.includes(kind)} onChange={(event) => toggle(kind, event.target.checked)} />
              <label htmlFor={`${baseId}-${kind}`} className="text-slate-800">
                {tk(kind)}
              </label>
            </div>
          ))}
        </div>
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <SelectField
          label={t('inventory')}
          value={value.inventoryId}
          onChange={(event) => set({ inventoryId: event.target.value })}
          placeholder={t('allInventories')}
          options={inventories.map((inventory) => ({ value: inventory.id, label: inventoryLabel(inventory, names) }))}
        />
        <SelectField
          label={t('product')}
          value={value.productId}
          onChange={(event) => set({ productId: event.target.value })}
          placeholder={t('allProducts')}
          options={products.map((product) => ({ value: product.id, label: product.title }))}
        />
        <TextField label={t('from')} type="date" value={value.from} max={value.to || undefined} onChange={(event) => set({ from: event.target.value })} />
        <TextField
          label={t('to')}
          type="date"
          value={value.to}
          min={value.from || undefined}
          onChange={(event) => set({ to: event.target.value })}
          error={value.from && value.to && value.to < value.from ? t('dateOrder') : undefined}
        />
      </div>
    </div>
  );
}
