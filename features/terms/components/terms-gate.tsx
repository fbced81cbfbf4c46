import { useRouter } from 'next/router';
import { useCurrentUser } from '@/features/auth';
import { requiredTerms } from '../terms-required';
import dynamic from 'next/dynamic';

// The modal carries the long legal texts: fetched only for the users who must accept them.
const TermsModal = dynamic(() => import('./terms-modal').then((module) => module.TermsModal), { ssr: false });

/** Opens the terms the signed-in user still has to accept, on dashboard paths. */
export function TermsGate() {
  const { asPath } = useRouter();
  const { data: user } = useCurrentUser();
  const kind = requiredTerms(asPath, user);
  // A new key per kind: after the event terms, the team terms open in a fresh modal with the box unticked.
  return kind ? <TermsModal key={kind} kind={kind} /> : null;
}
