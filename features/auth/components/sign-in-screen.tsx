import { useTranslations } from 'next-intl';
import { LanguageSwitch } from '@/components/layout/language-switch';
import type { Role } from '../types';
import { SignInForm, type ResendVerificationSlot } from './sign-in-form';

export function SignInScreen({ role, title, resendVerification }: { role?: Role; title?: string; resendVerification: ResendVerificationSlot }) {
  const t = useTranslations('common');
  return (
    <div className="flex min-h-screen flex-col items-center justify-center gap-6 p-4">
      <div className="w-full max-w-md rounded-lg border border-slate-200 bg-white p-8 shadow-sm">
        <p className="text-lg font-bold text-brand-700">{t('appName')}</p>
        <h1 className="mt-4 text-2xl font-semibold">{title ?? t('signIn.title')}</h1>
        <p className="mb-6 text-slate-700">{t('signIn.subtitle')}</p>
        <SignInForm role={role} resendVerification={resendVerification} />
      </div>
      <LanguageSwitch />
    </div>
  );
}
