import clsx from 'clsx';
import Link from 'next/link';
import { useRouter } from 'next/router';

export interface NavigationLink {
  href: string;
  label: string;
}

/** The main navigation's links, the current page marked; the same list in the side column and in the phone drawer. */
export function NavigationLinks({ links, onNavigate }: { links: NavigationLink[]; onNavigate?: () => void }) {
  const { pathname } = useRouter();
  return (
    <ul className="flex flex-col gap-1">
      {links.map((link) => (
        <li key={link.href}>
          <Link
            href={link.href}
            onClick={onNavigate}
            aria-current={pathname === link.href ? 'page' : undefined}
            className={clsx('block min-h-11 rounded-md px-3 py-2 text-slate-800 hover:bg-slate-100', pathname === link.href && 'bg-brand-50 font-semibold text-brand-800')}
          >
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
