import { useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import { useNotify } from '@/components/feedback/use-notify';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { SelectField, TextField } from '@/components/ui/form-field';
import { UpgradeNotice, useQuotaLeft, useUpgradeAwareNotify } from '@/features/entitlements';
import { isApiError } from '@/lib/api-client';
import { describeError } from '@/lib/errors/describe-error';
import { useErrorCatalogue } from '@/lib/errors/error-catalogue';
import { useDateFormat } from '@/lib/hooks/use-date-format';
import { useInvitations, useInviteClient } from '../api';
import { projectClientRoles, type InvitationView, type ProjectClientRole, type ProjectView } from '../types';

/**
 * The seats of the team's quota taken (as the server counts them): the other organisations on the tour, and the
 * invitations still pending (not accepted, not expired).
 */
function seatsTaken(project: ProjectView, invitations: InvitationView[] | undefined, now = Date.now()): number | undefined {
  if (!invitations) return undefined;
  const others = project.clientRoles.filter((organisation) => !organisation.isOwner && organisation.clientId !== project.ownerClientId).length;
  const pending = invitations.filter((invitation) => invitation.acceptedAt === null && Date.parse(invitation.expiresAt) > now).length;
  return others + pending;
}

/**
 * The form by which the tour's admins invite someone, by e-mail, with a role; their organisation joins on accepting.
 * Once the team has as many organisations as the owner's plan allows, the form is replaced by the limit and the plan
 * that allows more (read only by the owner's managers and platform admins; others get the refusal's explanation).
 */
export function InviteForm({ project }: { project: ProjectView }) {
  const projectId = project.id;
  const t = useTranslations('tours');
  const catalogue = useErrorCatalogue();
  const notify = useNotify();
  const notifyRefusal = useUpgradeAwareNotify();
  const invite = useInviteClient(projectId);
  const invitations = useInvitations(projectId, true);
  const planOwner = project.myRole === 'owner' || project.myRole === 'platformAdmin' ? project.ownerClientId : null;
  const seats = useQuotaLeft('teamMembers', { used: seatsTaken(project, invitations.data), clientId: planOwner });
  const teamFull = seats.exhausted && typeof seats.limit === 'number' ? seats.limit : null;
  const roleId = useId();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<ProjectClientRole>('viewer');
  const [fieldError, setFieldError] = useState<string>();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFieldError(undefined);
    try {
      await invite.mutateAsync({ email: email.trim(), role });
      notify.success(t('team.invited', { email: email.trim() }));
      setEmail('');
    } catch (error) {
      if (isApiError(error) && error.fields.includes('email')) setFieldError(describeError(error, catalogue).title);
      else notifyRefusal(error, { operation: 'create' });
    }
  }

  if (teamFull !== null) {
    return (
      <Card title={t('team.inviteTitle')} description={t('team.inviteIntro')}>
        <UpgradeNotice quota="teamMembers" limit={teamFull} />
      </Card>
    );
  }

  return (
    <Card title={t('team.inviteTitle')} description={t('team.inviteIntro')}>
      <form onSubmit={submit} className="grid items-end gap-4 md:grid-cols-[1fr_14rem_auto]">
        <TextField label={t('team.email')} type="email" required value={email} onChange={(event) => setEmail(event.target.value)} error={fieldError} />
        <SelectField id={roleId} label={t('team.role')} value={role} onChange={(event) => setRole(event.target.value as ProjectClientRole)} options={projectClientRoles.map((value) => ({ value, label: t(`roles.${value}`) }))} />
        <Button type="submit" disabled={invite.isPending || !email.trim()}>
          {invite.isPending ? t('team.inviting') : t('team.invite')}
        </Button>
      </form>
    </Card>
  );
}

/** Invitations to the team not accepted yet: the address, the role it will have, until when the link works. */
export function PendingInvitations({ projectId }: { projectId: string }) {
  const { formatDate } = useDateFormat();
  const t = useTranslations('tours.team');
  const tRoles = useTranslations('tours.roles');
  const invitations = useInvitations(projectId, true);
  return (
    <Card title={t('pending')} description={t('pendingIntro')}>
      {invitations.data?.length === 0 && <p className="text-slate-700">{t('noPending')}</p>}
      <ul className="flex flex-col gap-2">
        {invitations.data?.map((invitation) => (
          <li key={invitation.id} className="flex flex-wrap gap-x-3 rounded-md bg-slate-50 px-3 py-2 text-slate-800">
            <span className="font-medium break-all">{invitation.email}</span>
            <span>{tRoles(invitation.role)}</span>
            <span className="text-slate-700">{t('expires', { date: formatDate(invitation.expiresAt) })}</span>
          </li>
        ))}
      </ul>
    </Card>
  );
}
