import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/router';
import { signIn } from '@/lib/auth/session-client';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { useNotify } from '@/components/feedback/use-notify';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { PasswordRulesChecklist } from '@/features/accounts';
import { forgetAccessToken, isApiError } from '@/lib/api-client';
import { useCreateSellerAccount } from '../api';
import { sellerAccountSchema } from '../schemas';
import type { SellerAcceptationView } from '../types';

// Names may be left empty (the ones the manager typed are kept); the confirmation is the browser's own check.
const sellerAccountFormSchema = sellerAccountSchema
  .pick({ password: true })
  .extend({ firstName: z.string().trim().max(100), lastName: z.string().trim().max(100), confirmation: z.string() })
  .refine((values) => values.password === values.confirmation, { path: ['confirmation'], when: () => true });
type SellerAccountForm = z.infer<typeof sellerAccountFormSchema>;

/**
 * The invitation link of an address without an account: the person chooses their password, which creates their
 * seller account and joins the tour; then they are signed in as a seller.
 */
export function SellerAccountForm({ token, onJoined, onRefused }: { token: string; onJoined: (joined: SellerAcceptationView) => void; onRefused: (errorCode: string) => void }) {
  const t = useTranslations('tours.sellerInvitation');
  const tAccounts = useTranslations('accounts');
  const router = useRouter();
  const notify = useNotify();
  const create = useCreateSellerAccount();
  const rulesId = useId();
  const { register, handleSubmit, formState, control, setError } = useForm<SellerAccountForm>({
    resolver: zodResolver(sellerAccountFormSchema),
    defaultValues: { firstName: '', lastName: '', password: '', confirmation: '' },
  });
  const password = useWatch({ control, name: 'password' });

  async function submit(values: SellerAccountForm) {
    try {
      const joined = await create.mutateAsync({
        token,
        password: values.password,
        firstName: values.firstName || undefined,
        lastName: values.lastName || undefined,
        locale: router.locale === 'en' ? 'en' : 'fr',
      });
      const signedIn = await signIn('credentials', { redirect: false, email: joined.email, password: values.password, role: 'seller' });
      if (signedIn?.ok && !signedIn.error) forgetAccessToken();
      onJoined(joined);
    } catch (error) {
      if (isApiError(error) && (error.errorCode === 'INVALID_TOKEN' || error.errorCode === 'ACCOUNT_ALREADY_EXISTS')) onRefused(error.errorCode);
      else if (isApiError(error) && error.fields.includes('password')) setError('password', { type: 'server' }, { shouldFocus: true });
      else notify.error(error, { operation: 'create' });
    }
  }

  return (
    <form noValidate onSubmit={handleSubmit(submit)} className="flex flex-col gap-4">
      <p>{t('newAccountIntro')}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t('firstName')} autoComplete="given-name" {...register('firstName')} />
        <TextField label={t('lastName')} autoComplete="family-name" {...register('lastName')} />
      </div>
      <div className="flex flex-col gap-2">
        <TextField
          label={t('password')}
          type="password"
          autoComplete="new-password"
          error={formState.errors.password && tAccounts('signUp.errors.password')}
          describedBy={rulesId}
          {...register('password')}
        />
        <PasswordRulesChecklist password={password} id={rulesId} />
      </div>
      <TextField label={t('confirmation')} type="password" autoComplete="new-password" error={formState.errors.confirmation && t('mismatch')} {...register('confirmation')} />
      <Button type="submit" disabled={create.isPending}>
        {create.isPending ? t('creating') : t('create')}
      </Button>
    </form>
  );
}
