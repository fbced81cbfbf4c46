import { useTranslations } from 'next-intl';
import { FeeRunCard } from './fee-run-card';
import { PlanFeesTable } from './plan-fees-table';

/** /admin/billing: the month's fee invoices of every client, and the fees each plan is billed. */
export function BillingAdminScreen() {
  const t = useTranslations('invoices.screens.admin');
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold text-slate-900">{t('title')}</h1>
        <p className="text-slate-700">{t('intro')}</p>
      </header>
      <FeeRunCard />
      <PlanFeesTable />
    </div>
  );
}
