import clsx from 'clsx';
import { useFormatter, useTranslations } from 'next-intl';
import { PASSWORD_SPECIAL_CHARACTERS, missingPasswordRules, passwordRules, type PasswordRule } from '../password-rules';

const SPECIAL_CHARACTERS = [...PASSWORD_SPECIAL_CHARACTERS].join(' ');

/** "Il manque encore : une lettre majuscule et un chiffre.", in the interface language. */
export function useDescribeMissingRules() {
  const t = useTranslations('accounts.password');
  const format = useFormatter();
  return (missing: PasswordRule[]) =>
    missing.length ? t('missingSentence', { rules: format.list(missing.map((rule) => t(`missing.${rule}`)), { type: 'conjunction' }) }) : t('allMet');
}

/**
 * The five password rules of spec §5, each shown met or not as the user types. The sentence under them lists
 * the missing ones and is read politely (only when it changes); `id` names it for the field's aria-describedby.
 */
export function PasswordRulesChecklist({ password, id }: { password: string; id: string }) {
  const t = useTranslations('accounts.password');
  const describeMissing = useDescribeMissingRules();
  const missing = missingPasswordRules(password);
  return (
    <div className="@container rounded-md border border-slate-200 bg-slate-50 p-3 text-sm">
      <p className="font-medium text-slate-800">{t('rulesTitle')}</p>
      <ul className="mt-2 grid gap-1 @lg:grid-cols-2">
        {passwordRules.map((rule) => {
          const met = !missing.includes(rule);
          return (
            <li key={rule} data-rule={rule} data-met={met} className={clsx('flex items-start gap-2', rule === 'special' && '@lg:col-span-2', met ? 'text-green-800' : 'text-slate-700')}>
              <RuleIcon met={met} />
              <span>
                {t.rich(`rules.${rule}`, { characters: SPECIAL_CHARACTERS, chars: (chunks) => <span className="whitespace-nowrap">{chunks}</span> })}{' '}
                <span className="sr-only">({met ? t('met') : t('unmet')})</span>
              </span>
            </li>
          );
        })}
      </ul>
      <p id={id} aria-live="polite" className={clsx('mt-2 font-medium', missing.length ? 'text-slate-800' : 'text-green-800')}>
        {describeMissing(missing)}
      </p>
    </div>
  );
}

function RuleIcon({ met }: { met: boolean }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-0.5 h-4 w-4 shrink-0" fill="none" stroke="currentColor" strokeWidth={2}>
      {met ? <path d="M4 10.5l4 4 8-9" strokeLinecap="round" strokeLinejoin="round" /> : <circle cx="10" cy="10" r="6.5" />}
    </svg>
  );
}
