import { useTranslations } from 'next-intl';
import type { ServiceStatus } from '../types';

// Dark text on pale backgrounds: every pair passes WCAG AA.
const tone: Record<ServiceStatus, string> = {
  requested: 'bg-amber-100 text-amber-900',
  acknowledged: 'bg-blue-100 text-blue-900',
  shipped: 'bg-indigo-100 text-indigo-900',
  confirmed: 'bg-green-100 text-green-900',
  returned: 'bg-slate-100 text-slate-800',
  declined: 'bg-red-100 text-red-900',
  canceled: 'bg-slate-100 text-slate-800',
};

export function ServiceStatusBadge({ status }: { status: ServiceStatus }) {
  const t = useTranslations('services.status');
  return (
    <span className={`inline-block rounded px-2 py-0.5 text-sm font-medium ${tone[status]}`} data-testid="service-status">
      {t(status)}
    </span>
  );
}
