import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { useNotify } from '@/components/feedback/use-notify';
import { ActionMenu } from '@/components/ui/action-menu';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { TextField } from '@/components/ui/form-field';
import { SkeletonLines } from '@/components/ui/loading-states';
import { isApiError } from '@/lib/api-client';
import { describeError } from '@/lib/errors/describe-error';
import { useErrorCatalogue } from '@/lib/errors/error-catalogue';

import { useAddSeller, useCancelSellerInvitation, useSellerInvitations } from '../api';
import { INVITATION_RESEND_AFTER_MS, type SellerInvitationView, type SellerView } from '../types';
import { useDateFormat } from '@/lib/hooks/use-date-format';

/** The server would not send it again yet: the screen says so rather than pretend. */
function sentRecently(invitation: SellerInvitationView): boolean {
  return !invitation.expired && Date.now() - new Date(invitation.sentAt).getTime() < INVITATION_RESEND_AFTER_MS;
}

/** Invitations not accepted yet: address, when sent, and the means to send again or cancel (one menu per row). */
export function PendingSellerInvitations({ projectId }: { projectId: string }) {
  const { formatDate } = useDateFormat();
  const t = useTranslations('tours.sellers');
  const notify = useNotify();
  const invitations = useSellerInvitations(projectId, true);
  const resend = useAddSeller(projectId);
  const cancel = useCancelSellerInvitation(projectId);

  async function onResend(invitation: SellerInvitationView) {
    if (sentRecently(invitation)) {
      notify.info(t('resendTooSoon', { email: invitation.email }));
      return;
    }
    try {
      await resend.mutateAsync({ email: invitation.email });
      notify.success(t('resent', { email: invitation.email }));
    } catch (error) {
      notify.error(error, { operation: 'create' });
    }
  }

  async function onCancel(invitation: SellerInvitationView) {
    try {
      await cancel.mutateAsync(invitation.id);
      notify.success(t('canceled', { email: invitation.email }));
    } catch (error) {
      notify.error(error, { operation: 'delete' });
    }
  }

  return (
    <Card title={t('pendingTitle')} description={t('pendingIntro')}>
      {invitations.isPending && <SkeletonLines label={t('pendingTitle')} lines={1} />}
      {invitations.data?.length === 0 && <p className="text-slate-700">{t('noPending')}</p>}
      {invitations.data && invitations.data.length > 0 && (
        <table className="w-full text-left">
          <caption className="sr-only">{t('pendingTitle')}</caption>
          <thead>
            <tr className="border-b border-slate-200">
              <th scope="col" className="py-2">{t('email')}</th>
              <th scope="col" className="py-2">{t('sentOn')}</th>
              <th scope="col" className="py-2">{t('validity')}</th>
              <th scope="col" className="py-2"><span className="sr-only">{t('actions')}</span></th>
            </tr>
          </thead>
          <tbody>
            {invitations.data.map((invitation) => (
              <tr key={invitation.id} className="border-b border-slate-100">
                <td className="py-2">{invitation.email}</td>
                <td className="py-2">{formatDate(invitation.sentAt)}</td>
                <td className="py-2">{invitation.expired ? t('expired') : t('expires', { date: formatDate(invitation.expiresAt) })}</td>
                <td className="py-2 text-right">
                  <ActionMenu
                    label={t('actionsFor', { email: invitation.email })}
                    actions={[
                      { label: t('resend'), disabled: resend.isPending, onSelect: () => void onResend(invitation) },
                      { label: t('cancelInvitation'), disabled: cancel.isPending, onSelect: () => void onCancel(invitation) },
                    ]}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Card>
  );
}

/**
 * Invites an address to sell for the tour. The API answers the same whoever the address belongs to; the only thing
 * the screen tells apart is a seller already in the list above, which the manager sees anyway.
 */
export function AddSellerForm({ projectId, sellers }: { projectId: string; sellers: SellerView[] | undefined }) {
  const t = useTranslations('tours.sellers');
  const catalogue = useErrorCatalogue();
  const notify = useNotify();
  const add = useAddSeller(projectId);
  const [values, setValues] = useState({ email: '', firstName: '', lastName: '' });
  const [fieldError, setFieldError] = useState<string>();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFieldError(undefined);
    const email = values.email.trim();
    if (sellers?.some((seller) => seller.email.toLowerCase() === email.toLowerCase())) {
      notify.info(t('alreadySeller', { email }));
      return;
    }
    try {
      await add.mutateAsync({ email, firstName: values.firstName.trim() || undefined, lastName: values.lastName.trim() || undefined });
      notify.success(t('invited', { email }));
      setValues({ email: '', firstName: '', lastName: '' });
    } catch (error) {
      if (isApiError(error) && error.fields.includes('email')) setFieldError(describeError(error, catalogue).title);
      else notify.error(error, { operation: 'create' });
    }
  }

  return (
    <Card title={t('addTitle')} description={t('addIntro')}>
      <form onSubmit={submit} className="grid items-end gap-4 md:grid-cols-[1fr_1fr_1fr_auto]">
        <TextField label={t('email')} type="email" required value={values.email} onChange={(event) => setValues({ ...values, email: event.target.value })} error={fieldError} />
        <TextField label={t('firstName')} value={values.firstName} onChange={(event) => setValues({ ...values, firstName: event.target.value })} />
        <TextField label={t('lastName')} value={values.lastName} onChange={(event) => setValues({ ...values, lastName: event.target.value })} />
        <Button type="submit" disabled={add.isPending || !values.email.trim()}>
          {add.isPending ? t('adding') : t('add')}
        </Button>
      </form>
    </Card>
  );
}
