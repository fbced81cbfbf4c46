import { useRouter } from 'next/router';
import { useCurrentUser } from '@/features/auth';
import { requiredTerms } from '../terms-required';
import { TermsModal } from './terms-modal';

/** Opens the terms the signed-in user still has to accept, on dashboard paths. */
export function TermsGate() {
  const { asPath } = useRouter();
  const { data: user } = useCurrentUser();
  const kind = requiredTerms(asPath, user);
  // A new key per kind: after the event terms, the team terms open in a fresh modal with the box unticked.
  return kind ? <TermsModal key={kind} kind={kind} /> : null;
}
