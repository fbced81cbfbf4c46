import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import type { DashboardView, OnboardingView } from './types';

export const onboardingKeys = {
  all: ['onboarding'] as const,
};

/** GET /v1/onboarding: the new organiser's steps to a first sale (managers only). */
export function useOnboarding(enabled = true) {
  return useQuery({ queryKey: onboardingKeys.all, queryFn: () => apiFetch<OnboardingView>('/v1/onboarding'), enabled });
}

export const dashboardKeys = {
  home: ['dashboard', 'home'] as const,
};

/** The takings of the dates running today move with every sale: read again every 30 s while the home is open. */
const LIVE_REFRESH_MS = 30_000;

/** GET /v1/dashboard: the manager's home (issue #29). */
export function useDashboardHome(enabled = true) {
  return useQuery({ queryKey: dashboardKeys.home, queryFn: () => apiFetch<DashboardView>('/v1/dashboard'), enabled, refetchInterval: LIVE_REFRESH_MS });
}
