import clsx from 'clsx';
import { signOut, useSession } from 'next-auth/react';
import { useTranslations } from 'next-intl';
import { forgetAccessToken } from '@/lib/api-client';
import { Button } from '@/components/ui/button';

/**
 * Who is signed in, and the way out. In a header the name gives way on narrow screens; `stacked` (the phone drawer,
 * the sellers' home on a phone) always shows it, above the button.
 */
export function UserMenu({ stacked = false }: { stacked?: boolean }) {
  const { data: session } = useSession();
  const t = useTranslations('common');
  if (!session) return null;
  return (
    <div className={clsx('flex gap-3', stacked ? 'flex-col items-start' : 'items-center')}>
      <div className={clsx('text-sm', stacked ? 'block' : 'hidden text-right sm:block')}>
        <div className="font-medium text-slate-900">{session.user.name ?? session.user.email}</div>
        <div className="text-slate-700">{t(`roles.${session.user.role}`)}</div>
      </div>
      <Button
        variant="secondary"
        onClick={() => {
          forgetAccessToken();
          void signOut({ callbackUrl: '/signin' });
        }}
      >
        {t('user.signOut')}
      </Button>
    </div>
  );
}
