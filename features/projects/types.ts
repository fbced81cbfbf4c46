// Types and constants of tours (projects) that screens need without the zod schemas.

export const projectClientRoles = ['admin', 'projectManager', 'viewer'] as const;
export type ProjectClientRole = (typeof projectClientRoles)[number];

/** How the actor relates to a project: its team role, a seller working on it, or a platform admin. */
export type ProjectMembership = 'owner' | ProjectClientRole | 'seller' | 'platformAdmin';

export interface ClientRoleView {
  clientId: string;
  clientName: string;
  role: ProjectClientRole;
  isOwner: boolean;
}

/** Spec §3 Project, as its team sees it. */
export interface ProjectView {
  id: string;
  name: string;
  description: string | null;
  startDate: string | null;
  endDate: string | null;
  hasZones: boolean;
  status: 'active' | 'archived';
  ownerClientId: string;
  clientRoles: ClientRoleView[];
  myRole: ProjectMembership;
  createdAt: string;
}

/** GET /v1/projects/{id}/restricted: what sellers and viewers may see (no team, no financial fields). */
export interface RestrictedProjectView {
  id: string;
  name: string;
  startDate: string | null;
  endDate: string | null;
  hasZones: boolean;
  status: 'active' | 'archived';
  myRole: ProjectMembership;
}

/** A pending invitation to a tour's team. */
export interface InvitationView {
  id: string;
  projectId: string;
  email: string;
  role: ProjectClientRole;
  expiresAt: string;
  acceptedAt: string | null;
  /** Whether the address already has an account (otherwise the e-mail asks to create one first). */
  existingAccount: boolean;
}

/** A seller working on a tour. */
export interface SellerView {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  /** False until the seller has chosen a password from the e-mail (or verified their address). */
  emailVerified: boolean;
}

