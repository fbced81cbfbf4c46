export { projectKeys, useProject, useProjects, useRestrictedProject } from './api';
export { canWriteTour } from './can-write';
export { planOwnerOf } from './plan-owner';
export { InvitationScreen } from './components/invitation-screen';
export { ProjectScreen } from './components/project-screen';
export { ProjectsScreen } from './components/projects-screen';
export { SellerInvitationScreen } from './components/seller-invitation-screen';
export { toursMessages } from './messages';
export type { ProjectMembership, ProjectView } from './types';
