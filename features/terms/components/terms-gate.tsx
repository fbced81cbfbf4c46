import dynamic from 'next/dynamic';
import { useRouter } from 'next/router';
import { useState } from 'react';
import { useCurrentUser } from '@/features/auth';
import { isFirstAcceptance, pendingTerms } from '../terms-required';

// The modal carries the long legal texts: fetched only for the users who must accept them.
const TermsModal = dynamic(() => import('./terms-modal').then((module) => module.TermsModal), { ssr: false });

/** Opens the terms the signed-in user still has to accept, on dashboard paths, one document after the other. */
export function TermsGate() {
  const { asPath } = useRouter();
  const { data: user } = useCurrentUser();
  const pending = pendingTerms(asPath, user);
  // How many documents this visit asked for at most, so that the second modal says "2 of 2" rather than surprising.
  const [asked, setAsked] = useState(0);
  if (pending.length > asked) setAsked(pending.length);
  const kind = pending[0];
  if (!kind || !user) return null;
  const progress = asked > 1 ? { step: asked - pending.length + 1, total: asked } : undefined;
  // A new key per kind: after the event terms, the team terms open in a fresh modal with the box unticked.
  return <TermsModal key={kind} kind={kind} firstAcceptance={isFirstAcceptance(kind, user)} progress={progress} />;
}
