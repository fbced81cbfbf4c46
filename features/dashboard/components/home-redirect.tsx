import { useRouter } from 'next/router';
import { useSession } from '@/lib/auth/session-client';
import { useEffect } from 'react';
import { FullScreenLoader } from '@/components/feedback/full-screen-loader';
import { homePathFor } from '@/features/auth';
import { LandingPage } from './landing-page';

/** The root: a signed-in user goes to their role's home; a visitor reads what the product is and how to join. */
export function HomeRedirect() {
  const router = useRouter();
  const { data: session, status } = useSession();
  useEffect(() => {
    if (session) void router.replace(homePathFor(session.user.role));
  }, [router, session]);
  if (status === 'unauthenticated') return <LandingPage />;
  return <FullScreenLoader />;
}
