import { useTranslations } from 'next-intl';
import { useCurrentUser } from '@/features/auth';
import { useOnboarding } from '../api';
import { FirstSaleChecklist } from './first-sale-checklist';
import { ManagerHome } from './home/manager-home';

/**
 * The first screen after sign-in: who you are and in which role you act; a manager's way to a first sale, then their
 * home: today's dates, what needs doing, the next dates and the tours.
 */
export function DashboardHome() {
  const t = useTranslations('common');
  const { data: user, isPending, isError } = useCurrentUser();
  const onboarding = useOnboarding(user?.role === 'client');
  if (isPending) return <p role="status">{t('loading')}</p>;
  if (isError || !user) return <p role="alert">{t('crud.read')}</p>;
  const name = user.firstName ?? user.email;
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <h1 className="text-2xl font-semibold">{t('dashboard.greeting', { name })}</h1>
        <p className="text-slate-700" data-testid="current-role">
          {t('dashboard.role', { role: t(`roles.${user.role}`) })}
        </p>
        <p className="text-slate-700">{t('dashboard.intro')}</p>
      </div>
      {onboarding.data && <FirstSaleChecklist view={onboarding.data} />}
      {user.role === 'client' && <ManagerHome />}
    </div>
  );
}
