import clsx from 'clsx';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { useSession } from 'next-auth/react';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { useNavigationStore } from '@/stores/navigation';
import { LanguageSwitch } from './language-switch';
import { UserMenu } from './user-menu';

/** The layout of every /dashboard and /admin path (spec §2). */
export function DashboardLayout({ children, headerExtras }: { children: ReactNode; headerExtras?: ReactNode }) {
  const t = useTranslations('common');
  const { isOpen, toggle } = useNavigationStore();
  const { data: session } = useSession();
  const router = useRouter();
  const role = session?.user.role;
  const links = [
    { href: '/dashboard', label: t('nav.home') },
    { href: '/dashboard/account', label: t('nav.account') },
  ];
  if (role === 'client') links.splice(1, 0, { href: '/dashboard/projects', label: t('nav.projects') });
  if (role === 'admin') links.push({ href: '/admin', label: t('nav.admin') }, { href: '/admin/clients', label: t('nav.clients') }, { href: '/admin/announcements', label: t('nav.announcements') });

  return (
    <div className="min-h-screen">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:bg-white focus:p-2">
        {t('skipToContent')}
      </a>
      <header className="flex items-center justify-between gap-4 border-b border-slate-200 bg-white px-4 py-2">
        <div className="flex items-center gap-3">
          <button
            type="button"
            onClick={toggle}
            aria-expanded={isOpen}
            aria-controls="main-navigation"
            aria-label={t('nav.toggle')}
            className="min-h-11 min-w-11 rounded-md text-slate-800 hover:bg-slate-100"
          >
            <span aria-hidden="true">☰</span>
          </button>
          <Link href="/dashboard" className="text-lg font-bold text-brand-700">
            {t('appName')}
          </Link>
        </div>
        <div className="flex items-center gap-4">
          {headerExtras}
          <LanguageSwitch />
          <UserMenu />
        </div>
      </header>
      <div className="flex">
        <nav id="main-navigation" aria-label={t('nav.label')} hidden={!isOpen} className="w-56 shrink-0 border-r border-slate-200 bg-white p-3">
          <ul className="flex flex-col gap-1">
            {links.map((link) => (
              <li key={link.href}>
                <Link
                  href={link.href}
                  aria-current={router.pathname === link.href ? 'page' : undefined}
                  className={clsx('block rounded-md px-3 py-2 text-slate-800 hover:bg-slate-100', router.pathname === link.href && 'bg-brand-50 font-semibold text-brand-800')}
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <main id="main" className="min-w-0 flex-1 p-6">
          {children}
        </main>
      </div>
    </div>
  );
}
