import Link from 'next/link';
import { useRouter } from 'next/router';
import { useSession } from '@/lib/auth/session-client';
import { useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
import { useMediaQuery, WIDE_SCREEN } from '@/lib/hooks/use-media-query';
import { useNavigationStore } from '@/stores/navigation';
import { LanguageSwitch } from './language-switch';
import { NavigationDrawer } from './navigation-drawer';
import { NavigationLinks, type NavigationLink } from './navigation-links';
import { UserMenu } from './user-menu';

function useNavigationLinks(): NavigationLink[] {
  const t = useTranslations('common');
  const role = useSession().data?.user.role;
  const links = [
    { href: '/dashboard', label: t('nav.home') },
    { href: '/dashboard/account', label: t('nav.account') },
  ];
  if (role === 'client') links.splice(1, 0, { href: '/dashboard/projects', label: t('nav.projects') }, { href: '/dashboard/subscription', label: t('nav.subscription') }, { href: '/dashboard/invoices', label: t('nav.invoices') }, { href: '/dashboard/journal', label: t('nav.journal') });
  if (role === 'admin') links.push({ href: '/admin', label: t('nav.admin') }, { href: '/admin/clients', label: t('nav.clients') }, { href: '/admin/announcements', label: t('nav.announcements') }, { href: '/admin/billing', label: t('nav.billing') }, { href: '/admin/services', label: t('nav.services') }, { href: '/admin/journal', label: t('nav.journalChecks') });
  return links;
}

/**
 * The layout of every /dashboard and /admin path (spec §2). From the tablet width on, the navigation is a side column
 * whose open state is kept (spec §2); on a phone it starts closed and opens as a drawer that also holds what the
 * header has no room for (the account, the language, the role switcher).
 */
export function DashboardLayout({ children, headerExtras }: { children: ReactNode; headerExtras?: ReactNode }) {
  const t = useTranslations('common');
  const { isOpen, toggle } = useNavigationStore();
  const isWide = useMediaQuery(WIDE_SCREEN, true);
  const { asPath } = useRouter();
  const links = useNavigationLinks();
  // The drawer belongs to the page it was opened on: a page change, or a phone turned into a wider screen, closes it.
  const [drawerOpenedOn, setDrawerOpenedOn] = useState<string | null>(null);
  const drawerOpen = !isWide && drawerOpenedOn === asPath;
  const setDrawerOpen = (open: boolean) => setDrawerOpenedOn(open ? asPath : null);

  return (
    <div className="min-h-screen">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:bg-white focus:p-2">
        {t('skipToContent')}
      </a>
      <header className="flex items-center justify-between gap-4 border-b border-slate-200 bg-white px-4 py-2">
        <div className="flex min-w-0 items-center gap-3">
          <button
            type="button"
            onClick={isWide ? toggle : () => setDrawerOpen(true)}
            aria-expanded={isWide ? isOpen : drawerOpen}
            aria-controls={isWide ? 'main-navigation' : 'navigation-drawer'}
            aria-label={isWide ? t('nav.toggle') : t('nav.openMenu')}
            className="min-h-11 min-w-11 rounded-md text-slate-800 hover:bg-slate-100"
          >
            <span aria-hidden="true">☰</span>
          </button>
          <Link href="/dashboard" className="truncate text-lg font-bold text-brand-700">
            {t('appName')}
          </Link>
        </div>
        <div className="flex items-center gap-4 max-md:hidden">
          {headerExtras}
          <LanguageSwitch />
          <UserMenu />
        </div>
      </header>
      <div className="flex">
        <nav id="main-navigation" aria-label={t('nav.label')} hidden={!isOpen} className="w-56 shrink-0 border-r border-slate-200 bg-white p-3 max-md:hidden">
          <NavigationLinks links={links} />
        </nav>
        <main id="main" className="min-w-0 flex-1 p-4 md:p-6">
          {children}
        </main>
      </div>
      {!isWide && (
        <NavigationDrawer id="navigation-drawer" open={drawerOpen} onClose={() => setDrawerOpen(false)}>
          <nav aria-label={t('nav.label')}>
            <NavigationLinks links={links} onNavigate={() => setDrawerOpen(false)} />
          </nav>
          <div className="flex flex-col gap-4 border-t border-slate-200 pt-4">
            <UserMenu stacked />
            <LanguageSwitch />
            {headerExtras}
          </div>
        </NavigationDrawer>
      )}
    </div>
  );
}
