import { TERMS_VERSION } from '@/features/auth';

export type RequiredTerms = 'event' | 'team' | null;

/**
 * Spec §4: on /dashboard paths, the event terms first, then the team terms, until both are at the current version.
 * Admins skip both.
 */
export function requiredTerms(
  path: string,
  user: { role: string; eventAgreementVersion: string; teamAgreementVersion: string } | undefined,
): RequiredTerms {
  if (!user || user.role === 'admin' || !path.includes('/dashboard')) return null;
  if (user.eventAgreementVersion !== TERMS_VERSION) return 'event';
  if (user.teamAgreementVersion !== TERMS_VERSION) return 'team';
  return null;
}
