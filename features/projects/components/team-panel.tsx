import { useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import { useNotify } from '@/components/feedback/use-notify';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { SelectField, TextField } from '@/components/ui/form-field';
import { isApiError } from '@/lib/api-client';

import { useChangeClientRole, useInvitations, useInviteClient, useRemoveClient } from '../api';
import { projectClientRoles, type ClientRoleView, type ProjectClientRole, type ProjectView } from '../types';
import { useDateFormat } from '@/lib/hooks/use-date-format';

const managers = ['owner', 'admin', 'platformAdmin'];

/** The tour's team: organisations and their rights; its admins invite, change roles and remove (spec §6). */
export function TeamPanel({ project }: { project: ProjectView }) {
  const t = useTranslations('tours');
  const canManage = managers.includes(project.myRole) && project.status === 'active';
  return (
    <div className="flex flex-col gap-6">
      <Card title={t('team.title')} description={`${t('team.intro')} ${t('team.rights')}`}>
        <table className="w-full text-left">
          <caption className="sr-only">{t('team.title')}</caption>
          <thead>
            <tr className="border-b border-slate-200">
              <th scope="col" className="py-2">{t('team.organisation')}</th>
              <th scope="col" className="py-2">{t('team.role')}</th>
              {canManage && <th scope="col" className="py-2">{t('team.actions')}</th>}
            </tr>
          </thead>
          <tbody>
            {project.clientRoles.map((member) => (
              <TeamRow key={member.clientId} project={project} member={member} canManage={canManage} />
            ))}
          </tbody>
        </table>
      </Card>
      {canManage && <InviteForm projectId={project.id} />}
      {canManage && <PendingInvitations projectId={project.id} />}
    </div>
  );
}

function TeamRow({ project, member, canManage }: { project: ProjectView; member: ClientRoleView; canManage: boolean }) {
  const t = useTranslations('tours');
  const notify = useNotify();
  const changeRole = useChangeClientRole(project.id);
  const remove = useRemoveClient(project.id);
  const [confirming, setConfirming] = useState(false);
  const editable = canManage && !member.isOwner;

  async function onRole(role: ProjectClientRole) {
    try {
      await changeRole.mutateAsync({ clientId: member.clientId, role });
      notify.success(t('team.roleChanged'));
    } catch (error) {
      notify.error(error, { operation: 'update' });
    }
  }

  async function onRemove() {
    try {
      await remove.mutateAsync(member.clientId);
      notify.success(t('team.removed'));
      setConfirming(false);
    } catch (error) {
      notify.error(error, { operation: 'delete' });
    }
  }

  return (
    <tr className="border-b border-slate-100">
      <td className="py-2">{member.clientName}</td>
      <td className="py-2">
        {editable ? (
          <select
            aria-label={t('team.roleOf', { name: member.clientName })}
            value={member.role}
            disabled={changeRole.isPending}
            onChange={(event) => void onRole(event.target.value as ProjectClientRole)}
            className="min-h-11 rounded-md border border-slate-400 bg-white px-2"
          >
            {projectClientRoles.map((role) => (
              <option key={role} value={role}>
                {t(`roles.${role}`)}
              </option>
            ))}
          </select>
        ) : (
          t(`roles.${member.isOwner ? 'owner' : member.role}`)
        )}
      </td>
      {canManage && (
        <td className="py-2">
          {editable && (
            <Button variant="ghost" onClick={() => setConfirming(true)}>
              {t('team.remove')}
            </Button>
          )}
          <ConfirmDialog
            open={confirming}
            tone="danger"
            title={t('team.removeTitle', { name: member.clientName })}
            confirmLabel={t('team.remove')}
            cancelLabel={t('form.cancel')}
            pendingLabel={t('team.removing')}
            pending={remove.isPending}
            onConfirm={() => void onRemove()}
            onClose={() => setConfirming(false)}
          >
            {t('team.removeText')}
          </ConfirmDialog>
        </td>
      )}
    </tr>
  );
}

function InviteForm({ projectId }: { projectId: string }) {
  const t = useTranslations('tours');
  const tErrors = useTranslations('errors');
  const notify = useNotify();
  const invite = useInviteClient(projectId);
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
      if (isApiError(error) && error.fields.includes('email')) setFieldError(tErrors(`${error.errorCode}.title`));
      else notify.error(error, { operation: 'create' });
    }
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

function PendingInvitations({ projectId }: { projectId: string }) {
  const { formatDate } = useDateFormat();
  const t = useTranslations('tours.team');
  const tRoles = useTranslations('tours.roles');
  const invitations = useInvitations(projectId, true);
  return (
    <Card title={t('pending')}>
      {invitations.data?.length === 0 && <p className="text-slate-700">{t('noPending')}</p>}
      <ul className="flex flex-col gap-2">
        {invitations.data?.map((invitation) => (
          <li key={invitation.id} className="flex flex-wrap gap-x-3 text-slate-800">
            <span className="font-medium">{invitation.email}</span>
            <span>{tRoles(invitation.role)}</span>
            <span className="text-slate-700">{t('expires', { date: formatDate(invitation.expiresAt) })}</span>
          </li>
        ))}
      </ul>
    </Card>
  );
}
