import clsx from 'clsx';
import { signOut, useSession } from '@/lib/auth/session-client';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { forgetAccessToken } from '@/lib/api-client';
import { forgetOfflineReads, unsentSalesCount } from '@/lib/network/unsent-sales';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

function leave() {
  forgetAccessToken();
  forgetOfflineReads();
  void signOut({ callbackUrl: '/signin' });
}

/**
 * Who is signed in, and the way out. In a header the name gives way on narrow screens; `stacked` (the phone drawer,
 * the sellers' home on a phone) always shows it, above the button.
 */
export function UserMenu({ stacked = false }: { stacked?: boolean }) {
  const { data: session } = useSession();
  const t = useTranslations('common');
  // Sales taken offline and not sent yet: signing out keeps them on the tablet, but the seller is told first.
  const [unsent, setUnsent] = useState(0);
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
          const waiting = unsentSalesCount();
          if (waiting) setUnsent(waiting);
          else leave();
        }}
      >
        {t('user.signOut')}
      </Button>
      <ConfirmDialog
        open={unsent > 0}
        title={t('user.unsentTitle')}
        confirmLabel={t('user.signOutAnyway')}
        cancelLabel={t('user.stay')}
        pendingLabel={t('user.signOut')}
        pending={false}
        tone="danger"
        onConfirm={leave}
        onClose={() => setUnsent(0)}
      >
        {t('user.unsentText', { count: unsent })}
      </ConfirmDialog>
    </div>
  );
}
