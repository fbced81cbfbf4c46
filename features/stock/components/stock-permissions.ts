import type { ProjectView } from '@/features/projects';

/**
 * Who may move a tour's stock (supply, zones): its owner, admins, project managers and platform admins, on an
 * active tour; the API refuses the others (FORBIDDEN, FORBIDDEN_ON_INACTIVE_PROJECT), so they are not offered.
 */
export function canWriteStock(project: Pick<ProjectView, 'myRole' | 'status'>): boolean {
  return ['owner', 'admin', 'projectManager', 'platformAdmin'].includes(project.myRole) && project.status === 'active';
}
