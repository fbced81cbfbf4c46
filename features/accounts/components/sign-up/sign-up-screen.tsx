import { useRouter } from 'next/router';
import { useTranslations } from 'next-intl';
import { useSession } from '@/lib/auth/session-client';
import { useEffect, useState } from 'react';
import { plans, type Plan, type SignUpResult } from '../../types';
import { AccountCard } from '../account-card';
import { TextLink } from '../text-link';
import { SignUpConfirmation } from './sign-up-confirmation';
import { SignUpForm } from './sign-up-form';

/** /signup/manage, the target of the plans' sign-up links (spec §2); `?plan=` names the chosen plan. */
export function SignUpScreen() {
  const t = useTranslations('accounts');
  const router = useRouter();
  const [result, setResult] = useState<SignUpResult | null>(null);
  const plan = plans.find((entry) => entry === router.query.plan);
  const session = useSession();
  const signedInManager = session.status === 'authenticated' && session.data.user.role === 'client';

  // A professional who has an account already lands on their subscription page, with the plan of the link chosen.
  useEffect(() => {
    if (signedInManager) void router.replace(`/dashboard/subscription${plan ? `?plan=${plan}` : ''}`);
  }, [signedInManager, plan, router]);
  if (signedInManager) return null;

  if (result) {
    return (
      <AccountCard title={t('signUp.confirmation.title')}>
        <SignUpConfirmation result={result} />
      </AccountCard>
    );
  }

  return (
    <AccountCard title={t('signUp.title')} intro={<Intro plan={plan} />} wide>
      <div className="flex flex-col gap-6">
        <SignUpForm plan={plan} onSignedUp={setResult} />
        <p className="text-slate-700">
          {t('signUp.haveAccount')} <TextLink href="/signin">{t('signIn')}</TextLink>
        </p>
      </div>
    </AccountCard>
  );
}

function Intro({ plan }: { plan?: Plan }) {
  const t = useTranslations('accounts.signUp');
  return (
    <>
      <p>{t('subtitle')}</p>
      {plan && (
        <p className="mt-3 inline-flex rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800">
          {t('plan', { plan: t(`plans.${plan}`) })}
        </p>
      )}
    </>
  );
}
