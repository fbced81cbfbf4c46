// Types and constants of tours (projects) that screens need without the zod schemas.

export const projectClientRoles = ['admin', 'projectManager', 'viewer'] as const;
export type ProjectClientRole = (typeof projectClientRoles)[number];

/** How the actor relates to a project: its team role, a seller working on it, or a platform admin. */
export type ProjectMembership = 'owner' | ProjectClientRole | 'seller' | 'platformAdmin';

/** A person of an organisation in a tour's team: who can act on the tour through that organisation's role. */
export interface TeamMemberView {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
}

export interface ClientRoleView {
  clientId: string;
  clientName: string;
  role: ProjectClientRole;
  isOwner: boolean;
  /**
   * The organisation's people, in the answers about one tour (GET /v1/projects/{id} and the writes that return it);
   * the list of tours leaves them out.
   */
  members?: TeamMemberView[];
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

/**
 * A pending invitation to a tour's team. Whether the address has an account is never told to the inviter (it would
 * let anyone who manages a tour find out which addresses have one); the e-mail tells its owner what to do.
 */
export interface InvitationView {
  id: string;
  projectId: string;
  email: string;
  role: ProjectClientRole;
  sentAt: string;
  expiresAt: string;
  acceptedAt: string | null;
}

/**
 * The answer to adding a seller by e-mail (202): the same whatever the address is (unknown, an account of any kind,
 * already invited, already a seller of the tour), so that it reveals nothing about accounts.
 */
export interface SellerAdditionView {
  email: string;
}

/**
 * Inviting an address that has a pending invitation sends a new link only once the last e-mail is this old (or the
 * invitation has expired): repeated clicks and concurrent requests send one e-mail, and the link held keeps working.
 */
export const INVITATION_RESEND_AFTER_MS = 60 * 1000;

/** A seller invitation not accepted yet, as the tour's writers see it in their sellers panel. */
export interface SellerInvitationView {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  sentAt: string;
  expiresAt: string;
  /** Past its expiry: adding the address again sends a new link. */
  expired: boolean;
}

/** What accepting a seller invitation answers: the tour joined, and the address (to sign in with a new account). */
export interface SellerAcceptationView {
  projectId: string;
  projectName: string;
  email: string;
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

