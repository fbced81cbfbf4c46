import type { ProjectMembership, ProjectView } from './types';

const writers: ProjectMembership[] = ['owner', 'admin', 'projectManager', 'platformAdmin'];

/**
 * Whether the screens offer changes inside a tour (dates, stands, catalogue, stock, sellers): its owner, admins,
 * project managers and platform admins, on an active tour. The API decides the same (`server/project-access.ts`);
 * the screens only avoid offering what it would refuse. Undefined (still loading) offers nothing.
 */
export function canWriteTour(project: Pick<ProjectView, 'myRole' | 'status'> | undefined): boolean {
  return project !== undefined && writers.includes(project.myRole) && project.status === 'active';
}
