import { useTranslations } from 'next-intl';

export function AdminHome() {
  const t = useTranslations('common.admin');
  return (
    <div className="flex flex-col gap-2">
      <h1 className="text-2xl font-semibold">{t('title')}</h1>
      <p className="text-slate-700">{t('intro')}</p>
    </div>
  );
}
