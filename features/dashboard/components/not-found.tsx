import Link from 'next/link';
import { useTranslations } from 'next-intl';

export function NotFound() {
  const t = useTranslations('common.notFound');
  return (
    <div className="flex min-h-screen flex-col items-center justify-center gap-4 p-4 text-center">
      <h1 className="text-3xl font-semibold">{t('title')}</h1>
      <p className="text-slate-700">{t('text')}</p>
      <Link href="/" className="font-medium text-brand-700 underline">
        {t('back')}
      </Link>
    </div>
  );
}
