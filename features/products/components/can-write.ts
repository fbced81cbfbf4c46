import type { ProjectView } from '@/features/projects';

/** Who may change a tour's catalogue (docs/api.md): its owner, admins and project managers, platform admins, on an active tour. */
export function canWriteCatalogue(project: Pick<ProjectView, 'myRole' | 'status'>): boolean {
  return ['owner', 'admin', 'projectManager', 'platformAdmin'].includes(project.myRole) && project.status === 'active';
}
