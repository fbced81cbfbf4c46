import { useRouter } from 'next/router';
import { useTranslations } from 'next-intl';
import { useId } from 'react';

const ONE_YEAR_SECONDS = 60 * 60 * 24 * 365;

/** Switches between French and English; the choice is kept in the NEXT_LOCALE cookie (middleware honours it). */
export function LanguageSwitch() {
  const router = useRouter();
  const t = useTranslations('common.language');
  const id = useId();
  function change(locale: string) {
    document.cookie = `NEXT_LOCALE=${locale}; path=/; max-age=${ONE_YEAR_SECONDS}; samesite=lax`;
    void router.push(router.asPath, router.asPath, { locale });
  }
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm text-slate-700">
        {t('label')}
      </label>
      <select
        id={id}
        value={router.locale ?? 'fr'}
        onChange={(event) => change(event.target.value)}
        className="min-h-11 rounded-md border border-slate-400 bg-white px-2 text-slate-900"
      >
        <option value="fr">{t('fr')}</option>
        <option value="en">{t('en')}</option>
      </select>
    </div>
  );
}
