import { useRouter } from 'next/router';
import { useSession } from '@/lib/auth/session-client';
import { useEffect, type ReactNode } from 'react';
import { FullScreenLoader } from '@/components/feedback/full-screen-loader';
import { useHydrated } from '@/lib/hooks/use-hydrated';
import { requiresSession, signInRedirect } from '@/lib/routing/access-rules';

/** Pages that need a session show the loader while it loads, and send anonymous visitors to sign in (spec §2). */
export function SessionGate({ children }: { children: ReactNode }) {
  const router = useRouter();
  const { data, status } = useSession();
  const hydrated = useHydrated();
  const needsSession = requiresSession(router.asPath);
  const mustLeave = needsSession && status === 'unauthenticated';

  useEffect(() => {
    if (mustLeave) void router.replace(signInRedirect(router.asPath));
  }, [mustLeave, router]);

  // While a session is being updated (role switch, password change) its status goes back to loading: keep the page.
  // Until hydration the loader, as the server rendered it (it never has the session of a staff page): a register
  // opened offline starts with the session last seen online, and must not differ from the server's HTML.
  if (needsSession && (!data || !hydrated)) return <FullScreenLoader />;
  return <>{children}</>;
}
