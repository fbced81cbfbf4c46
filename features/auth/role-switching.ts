import type { Role } from './types';

/** Spec §4: a user may switch to another role they hold, except admin and the current one. */
export function canSwitchRole(target: Role, current: Role, held: readonly Role[]): boolean {
  return target !== 'admin' && target !== current && held.includes(target);
}

/** The role a user acts in right after signing in: the one asked for when held, else the strongest. */
export function initialRole(held: readonly Role[], requested?: Role): Role | undefined {
  if (requested && held.includes(requested)) return requested;
  return (['admin', 'client', 'seller'] as const).find((role) => held.includes(role));
}

/** Where each role starts. */
export function homePathFor(role: Role): string {
  if (role === 'seller') return '/sellers';
  if (role === 'admin') return '/admin';
  return '/dashboard';
}
