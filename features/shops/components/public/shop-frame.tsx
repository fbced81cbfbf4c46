import Head from 'next/head';
import type { ReactNode } from 'react';
import { LanguageSwitch } from '@/components/layout/language-switch';
import type { ShopPageView } from '../../types';
import { brandColors, imageUrl } from './branding';

type Organiser = Pick<ShopPageView['organiser'], 'name' | 'logoImageId' | 'primaryColor'>;

/**
 * Every spectator screen, phone first: the organiser's banner (logo, primary colour), then the screen. `title` is the
 * browser tab's. Outside the dashboard, with no session-bound code (the plain layout, like the receipt page).
 */
export function ShopFrame({ title, organiser, heading, children }: { title: string; organiser?: Organiser; heading?: ReactNode; children: ReactNode }) {
  const colors = organiser ? brandColors(organiser.primaryColor) : { background: '#334155', color: '#ffffff' };
  return (
    <div className="mx-auto flex min-h-screen w-full max-w-2xl flex-col bg-white">
      <Head>
        <title key="title">{title}</title>
      </Head>
      <header className="flex flex-col gap-3 px-4 py-4" style={{ backgroundColor: colors.background, color: colors.color }}>
        <div className="flex items-center justify-between gap-3">
          {organiser?.logoImageId ? (
            // eslint-disable-next-line @next/next/no-img-element -- served by the API, sized by the organiser's upload
            <img src={imageUrl(organiser.logoImageId)} alt={organiser.name} className="h-10 max-w-40 rounded bg-white object-contain p-1" />
          ) : (
            <span className="font-semibold">{organiser?.name}</span>
          )}
          <div className="rounded bg-white px-1">
            <LanguageSwitch />
          </div>
        </div>
        {heading}
      </header>
      <div className="flex flex-1 flex-col gap-6 px-4 py-5">{children}</div>
    </div>
  );
}
