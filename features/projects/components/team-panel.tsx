import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useNotify } from '@/components/feedback/use-notify';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { SkeletonLines } from '@/components/ui/loading-states';
import { useChangeClientRole, useRemoveClient, useSellers } from '../api';
import { projectClientRoles, type ClientRoleView, type ProjectClientRole, type ProjectView } from '../types';
import { InviteForm, PendingInvitations } from './team-invitations';
import { PeopleGroup, RoleLabel } from './team-people';

const managers = ['owner', 'admin', 'platformAdmin'];

/**
 * The tour's team as people (spec §6): each organisation's members under its name and role on the tour, then the
 * sellers, then the invitations waiting for an answer. Its admins change an organisation's role, remove it (after a
 * confirmation) and invite; the sellers are managed in their own tab.
 */
export function TeamPanel({ project }: { project: ProjectView }) {
  const t = useTranslations('tours');
  const canManage = managers.includes(project.myRole) && project.status === 'active';
  const sellers = useSellers(project.id, true);
  const [removing, setRemoving] = useState<ClientRoleView | null>(null);
  return (
    <div className="flex flex-col gap-6">
      <Card title={t('team.title')} description={`${t('team.intro')} ${t('team.rights')}`}>
        <div className="flex flex-col gap-4">
          {project.clientRoles.map((organisation) => (
            <OrganisationGroup key={organisation.clientId} project={project} organisation={organisation} canManage={canManage} onRemove={() => setRemoving(organisation)} />
          ))}
          {sellers.isPending && <SkeletonLines label={t('team.sellers')} lines={1} />}
          {sellers.data && (
            <PeopleGroup name={t('team.sellers')} role={<RoleLabel>{t('roles.seller')}</RoleLabel>} people={sellers.data} empty={t('team.noSellers')} />
          )}
        </div>
      </Card>
      {canManage && <PendingInvitations projectId={project.id} />}
      {canManage && <InviteForm project={project} />}
      <RemoveOrganisationDialog projectId={project.id} organisation={removing} onClose={() => setRemoving(null)} />
    </div>
  );
}

function OrganisationGroup({ project, organisation, canManage, onRemove }: { project: ProjectView; organisation: ClientRoleView; canManage: boolean; onRemove: () => void }) {
  const t = useTranslations('tours');
  const notify = useNotify();
  const changeRole = useChangeClientRole(project.id);
  // The owner organisation's role and place in the team are fixed.
  const editable = canManage && !organisation.isOwner;
  const name = organisation.clientName;

  async function onRole(role: ProjectClientRole) {
    try {
      await changeRole.mutateAsync({ clientId: organisation.clientId, role });
      notify.success(t('team.roleChanged'));
    } catch (error) {
      notify.error(error, { operation: 'update' });
    }
  }

  const role = editable ? (
    <select
      aria-label={t('team.roleOf', { name })}
      value={organisation.role}
      disabled={changeRole.isPending}
      onChange={(event) => void onRole(event.target.value as ProjectClientRole)}
      className="min-h-11 rounded-md border border-slate-400 bg-white px-2 text-base text-slate-900"
    >
      {projectClientRoles.map((value) => (
        <option key={value} value={value}>
          {t(`roles.${value}`)}
        </option>
      ))}
    </select>
  ) : (
    <RoleLabel>{t(`roles.${organisation.isOwner ? 'owner' : organisation.role}`)}</RoleLabel>
  );
  const action = editable ? (
    <Button variant="secondary" onClick={onRemove}>
      {t('team.remove')}
      <span className="sr-only"> {name}</span>
    </Button>
  ) : undefined;
  return <PeopleGroup name={name} role={role} action={action} people={organisation.members ?? []} empty={t('team.noMembers')} />;
}

function RemoveOrganisationDialog({ projectId, organisation, onClose }: { projectId: string; organisation: ClientRoleView | null; onClose: () => void }) {
  const t = useTranslations('tours');
  const notify = useNotify();
  const remove = useRemoveClient(projectId);

  async function onConfirm() {
    if (!organisation) return;
    try {
      await remove.mutateAsync(organisation.clientId);
      notify.success(t('team.removed'));
      onClose();
    } catch (error) {
      notify.error(error, { operation: 'delete' });
    }
  }

  const people = organisation?.members?.length ?? 0;
  return (
    <ConfirmDialog
      open={organisation !== null}
      tone="danger"
      title={t('team.removeTitle', { name: organisation?.clientName ?? '' })}
      confirmLabel={t('team.remove')}
      cancelLabel={t('form.cancel')}
      pendingLabel={t('team.removing')}
      pending={remove.isPending}
      onConfirm={() => void onConfirm()}
      onClose={onClose}
    >
      {t('team.removeText', { count: people })}
    </ConfirmDialog>
  );
}
