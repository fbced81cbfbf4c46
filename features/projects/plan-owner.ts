import type { ProjectView } from './types';

/**
 * The organisation whose plan counts inside a tour: the owner's. Only its own managers and platform admins may read
 * that plan (anybody else gets a 404), so for them it is null: no lock is shown and a refusal explains itself.
 */
export function planOwnerOf(project: Pick<ProjectView, 'myRole' | 'ownerClientId'> | undefined): string | null {
  return project && (project.myRole === 'owner' || project.myRole === 'platformAdmin') ? project.ownerClientId : null;
}
