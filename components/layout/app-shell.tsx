import { useRouter } from 'next/router';
import type { ReactNode } from 'react';
import { SessionGate } from '@/components/auth/session-gate';
import { layoutFor } from '@/lib/routing/access-rules';
import { ClosingLayout } from './closing-layout';
import { DashboardLayout } from './dashboard-layout';
import { PaymentsModeBanner } from './lazy-payments-mode-banner';
import { PlainLayout } from './plain-layout';

/** `headerExtras` are the features' controls for the dashboard header (the role switcher), given by _app.
 * Picks the layout from the path: dashboard for /dashboard and /admin, plus the closing frame under /closing. */
export function AppShell({ children, headerExtras }: { children: ReactNode; headerExtras?: ReactNode }) {
  const { pathname } = useRouter();
  const kind = layoutFor(pathname);
  let content = children;
  if (kind === 'closing') content = <ClosingLayout>{children}</ClosingLayout>;
  const framed = kind === 'plain' ? <PlainLayout>{content}</PlainLayout> : <DashboardLayout headerExtras={headerExtras}>{content}</DashboardLayout>;
  return (
    <SessionGate>
      <PaymentsModeBanner />
      {framed}
    </SessionGate>
  );
}
