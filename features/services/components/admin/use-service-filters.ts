import { useRouter } from 'next/router';
import type { ServiceRequestFilters } from '../../schemas';
import { serviceKinds, serviceStatuses, type ServiceKind, type ServiceStatus } from '../../types';

export type KindFilter = ServiceKind | 'all';
/** `open`: what still holds a stand (requested, acknowledged, shipped, confirmed), the admins' daily view. */
export type StatusFilter = ServiceStatus | 'open' | 'all';

export const kindFilters: KindFilter[] = ['all', ...serviceKinds];
export const statusFilters: StatusFilter[] = ['open', ...serviceStatuses, 'all'];

export interface ServiceFilters {
  kind: KindFilter;
  status: StatusFilter;
}

export const defaultFilters: ServiceFilters = { kind: 'all', status: 'open' };

function pick<T extends string>(choices: readonly T[], value: unknown, fallback: T): T {
  return choices.find((choice) => choice === value) ?? fallback;
}

/** What the list asks GET /v1/service-requests: "all" is no filter at all. */
export function toApiFilters(filters: ServiceFilters): ServiceRequestFilters {
  return { ...(filters.kind !== 'all' && { kind: filters.kind }), ...(filters.status !== 'all' && { status: filters.status }) };
}

/**
 * The filters live in the address (`?kind=terminal&status=all`), so that a reload or a shared link shows the same list.
 * The defaults are left out of it; an unknown value reads as the default.
 */
export function useServiceFilters(): [ServiceFilters, (filters: ServiceFilters) => void] {
  const router = useRouter();
  const filters: ServiceFilters = {
    kind: pick(kindFilters, router.query.kind, defaultFilters.kind),
    status: pick(statusFilters, router.query.status, defaultFilters.status),
  };
  function select(next: ServiceFilters) {
    const query = { ...router.query };
    delete query.kind;
    delete query.status;
    if (next.kind !== defaultFilters.kind) query.kind = next.kind;
    if (next.status !== defaultFilters.status) query.status = next.status;
    void router.replace({ pathname: router.pathname, query }, undefined, { shallow: true, scroll: false });
  }
  return [filters, select];
}
