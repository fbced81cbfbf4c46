import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import type { OnboardingView } from './types';

export const onboardingKeys = {
  all: ['onboarding'] as const,
};

/** GET /v1/onboarding: the new organiser's steps to a first sale (managers only). */
export function useOnboarding(enabled = true) {
  return useQuery({ queryKey: onboardingKeys.all, queryFn: () => apiFetch<OnboardingView>('/v1/onboarding'), enabled });
}
