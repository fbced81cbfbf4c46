import type { ServiceKind, ServiceStatus } from './types';

type AdminStep = 'acknowledged' | 'shipped' | 'returned' | 'confirmed' | 'declined';

/** The steps the platform's admins take, from each status, per kind (docs/decisions.md, "Service requests"). */
const adminSteps: Record<ServiceKind, Partial<Record<ServiceStatus, AdminStep[]>>> = {
  terminal: { requested: ['acknowledged', 'declined'], acknowledged: ['shipped', 'declined'], shipped: ['returned'] },
  standManagement: { requested: ['acknowledged', 'declined'], acknowledged: ['confirmed', 'declined'] },
};

/** Where the organiser may still cancel: terminals until shipped, a stand service until the event. */
const cancelable: Record<ServiceKind, ServiceStatus[]> = {
  terminal: ['requested', 'acknowledged'],
  standManagement: ['requested', 'acknowledged', 'confirmed'],
};

export function nextAdminSteps(kind: ServiceKind, status: ServiceStatus): AdminStep[] {
  return adminSteps[kind][status] ?? [];
}

export function mayMove(kind: ServiceKind, from: ServiceStatus, to: AdminStep): boolean {
  return nextAdminSteps(kind, from).includes(to);
}

export function mayCancel(kind: ServiceKind, status: ServiceStatus): boolean {
  return cancelable[kind].includes(status);
}

/** Requests that still hold a stand: a second one for the same stand and kind is refused. */
export const openStatuses: ServiceStatus[] = ['requested', 'acknowledged', 'shipped', 'confirmed'];
