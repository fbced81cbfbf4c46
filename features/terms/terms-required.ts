import { TERMS_VERSION } from '@/features/auth';

export type TermsKind = 'event' | 'team';
export type RequiredTerms = TermsKind | null;

interface AgreementsOfUser {
  role: string;
  eventAgreementVersion: string;
  teamAgreementVersion: string;
}

/**
 * Spec §4: on /dashboard paths, the event terms first, then the team terms, until both are at the current version.
 * Admins skip both. In that order: the first is the one to show now.
 */
export function pendingTerms(path: string, user: AgreementsOfUser | undefined): TermsKind[] {
  if (!user || user.role === 'admin' || !path.includes('/dashboard')) return [];
  const pending: TermsKind[] = [];
  if (user.eventAgreementVersion !== TERMS_VERSION) pending.push('event');
  if (user.teamAgreementVersion !== TERMS_VERSION) pending.push('team');
  return pending;
}

export function requiredTerms(path: string, user: AgreementsOfUser | undefined): RequiredTerms {
  return pendingTerms(path, user)[0] ?? null;
}

/**
 * A user who never accepted this document (the factory version is an empty string) is accepting it for the first
 * time: telling them it "was updated" would be wrong. Any other older version is an update.
 */
export function isFirstAcceptance(kind: TermsKind, user: AgreementsOfUser): boolean {
  return (kind === 'event' ? user.eventAgreementVersion : user.teamAgreementVersion) === '';
}
