import { useQuery } from '@tanstack/react-query';
import { useSession } from '@/lib/auth/session-client';
import { apiFetch } from '@/lib/api-client';
import type { CurrentUser, RoleEntry } from './types';

export const authKeys = {
  all: ['auth'] as const,
  currentUser: () => [...authKeys.all, 'current-user'] as const,
  myRoles: () => [...authKeys.all, 'my-roles'] as const,
};

export function useCurrentUser() {
  const { data: session } = useSession();
  return useQuery({
    // The role is part of the key: a role switch is a different view of the same user.
    queryKey: [...authKeys.currentUser(), session?.user.role],
    queryFn: () => apiFetch<CurrentUser>('/v1/users/me'),
    enabled: Boolean(session),
  });
}

export function useMyRoles() {
  const { data: session } = useSession();
  return useQuery({
    queryKey: [...authKeys.myRoles(), session?.user.role],
    queryFn: () => apiFetch<RoleEntry[]>('/v1/auth/me/roles'),
    enabled: Boolean(session),
  });
}
