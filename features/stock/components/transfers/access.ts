import type { ProjectView } from '@/features/projects';

/**
 * Who sends, cancels and counts a tour's transfers from the dashboard: its owner, admins, project managers and
 * platform admins, on an active tour (the API's `canWrite`). Sellers count from the sellers area.
 */
export function canManageTransfers(project: Pick<ProjectView, 'myRole' | 'status'> | undefined): boolean {
  return project !== undefined && ['owner', 'admin', 'projectManager', 'platformAdmin'].includes(project.myRole) && project.status === 'active';
}
