import { useRouter } from 'next/router';
import { useSession } from 'next-auth/react';
import { useEffect } from 'react';
import { FullScreenLoader } from '@/components/feedback/full-screen-loader';
import { homePathFor } from '@/features/auth';

/** The root sends each visitor where they belong: their role's home, or the sign-in page. */
export function HomeRedirect() {
  const router = useRouter();
  const { data: session, status } = useSession();
  useEffect(() => {
    if (status === 'loading') return;
    void router.replace(session ? homePathFor(session.user.role) : '/signin');
  }, [router, session, status]);
  return <FullScreenLoader />;
}
