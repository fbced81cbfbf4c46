import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/router';
import { useSession } from '@/lib/auth/session-client';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { useNotify } from '@/components/feedback/use-notify';
import { apiFetch, forgetAccessToken } from '@/lib/api-client';
import { useMyRoles } from '../api';
import { homePathFor } from '../role-switching';
import type { Role } from '../types';

/**
 * For users holding several roles (spec §4): switching asks the API for a token of the other role,
 * puts it in the session, forgets everything cached for the old role and goes to that role's home.
 */
export function RoleSwitcher() {
  const t = useTranslations('common');
  const id = useId();
  const router = useRouter();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const { update } = useSession();
  const { data: roles } = useMyRoles();
  const [switching, setSwitching] = useState(false);
  const options = roles?.filter((entry) => entry.isCurrent || entry.canSwitchTo) ?? [];
  if (options.length < 2) return null;
  const current = options.find((entry) => entry.isCurrent)?.role;

  async function switchTo(role: Role) {
    setSwitching(true);
    try {
      const { accessToken } = await apiFetch<{ accessToken: string }>('/v1/auth/me', { method: 'PUT', body: { role } });
      await update({ accessToken });
      forgetAccessToken();
      queryClient.clear();
      notify.success(t('roleSwitch.done', { role: t(`roles.${role}`) }));
      await router.push(homePathFor(role));
    } catch (error) {
      notify.error(error, { operation: 'update' });
    } finally {
      setSwitching(false);
    }
  }

  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm text-slate-700">
        {switching ? t('roleSwitch.switching') : t('roleSwitch.label')}
      </label>
      <select
        id={id}
        value={current}
        disabled={switching}
        onChange={(event) => void switchTo(event.target.value as Role)}
        className="min-h-11 rounded-md border border-slate-400 bg-white px-2 text-slate-900"
      >
        {options.map((entry) => (
          <option key={entry.role} value={entry.role}>
            {t(`roles.${entry.role}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
