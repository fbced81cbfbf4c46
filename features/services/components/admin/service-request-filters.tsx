import { useTranslations } from 'next-intl';
import { SelectField } from '@/components/ui/form-field';
import { kindFilters, statusFilters, type KindFilter, type ServiceFilters, type StatusFilter } from './use-service-filters';

/** The kind and the status of the requests listed; each change is written to the address at once. */
export function ServiceRequestFilters({ filters, onChange }: { filters: ServiceFilters; onChange: (filters: ServiceFilters) => void }) {
  const t = useTranslations('services');
  const kindLabel = (kind: KindFilter) => (kind === 'all' ? t('admin.filters.kindAll') : t(`kind.${kind}`));
  const statusLabel = (status: StatusFilter) => (status === 'all' ? t('admin.filters.statusAll') : status === 'open' ? t('admin.filters.statusOpen') : t(`status.${status}`));
  return (
    <div role="search" aria-label={t('admin.filters.label')} className="grid gap-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 lg:max-w-2xl">
      <SelectField
        label={t('admin.filters.kind')}
        value={filters.kind}
        onChange={(event) => onChange({ ...filters, kind: event.target.value as KindFilter })}
        options={kindFilters.map((kind) => ({ value: kind, label: kindLabel(kind) }))}
      />
      <SelectField
        label={t('admin.filters.status')}
        value={filters.status}
        onChange={(event) => onChange({ ...filters, status: event.target.value as StatusFilter })}
        options={statusFilters.map((status) => ({ value: status, label: statusLabel(status) }))}
      />
    </div>
  );
}
