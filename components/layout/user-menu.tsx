import { signOut, useSession } from 'next-auth/react';
import { useTranslations } from 'next-intl';
import { forgetAccessToken } from '@/lib/api-client';
import { Button } from '@/components/ui/button';

export function UserMenu() {
  const { data: session } = useSession();
  const t = useTranslations('common');
  if (!session) return null;
  return (
    <div className="flex items-center gap-3">
      <div className="hidden text-right text-sm sm:block">
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
