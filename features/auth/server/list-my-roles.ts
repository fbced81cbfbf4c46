import type { Actor } from '@/lib/auth/actor';
import { canSwitchRole } from '../role-switching';
import type { RoleEntry } from '../types';

const roleOrder = ['client', 'seller', 'admin'] as const;

export function listMyRoles(actor: Actor): RoleEntry[] {
  return roleOrder
    .filter((role) => actor.roles.includes(role))
    .map((role) => ({ role, isCurrent: role === actor.role, canSwitchTo: canSwitchRole(role, actor.role, actor.roles) }));
}
