import '@/components/globals.css';
import type { AppProps } from 'next/app';
import dynamic from 'next/dynamic';
import Head from 'next/head';
import type { Session } from 'next-auth';
import type { AbstractIntlMessages } from 'next-intl';
import { PublicFrame } from '@/components/layout/public-frame';
import { globalTexts } from '@/lib/i18n/locale-texts';
import { isPublicPage } from '@/lib/routing/audience';

// The staff's frame (session, React Query, dashboard layout, terms, announcements, texts of both languages) is its own
// chunk, so the spectator's pages do not download it. It is server-rendered as before and, on the pages that render
// it, loaded before hydration: no unframed flash (docs/decisions.md, 2026-11-25).
const StaffFrame = dynamic(() => import('@/features/dashboard/staff-frame').then((module) => module.StaffFrame));

// The staff's global texts (common, errors, auth) in the page's language only, one chunk per language
// (lib/i18n/locale-texts.tsx). Declared here and not in the frame: only _app's own dynamic imports are listed for the
// server, which then names the language's chunk in the page, to load before hydration with the frame.
const staffTexts = {
  fr: dynamic(() => import('@/lib/i18n/global-texts/fr').then((module) => globalTexts('fr', module.texts))),
  en: dynamic(() => import('@/lib/i18n/global-texts/en').then((module) => globalTexts('en', module.texts))),
};

type PageProps = { session?: Session | null; messages?: AbstractIntlMessages };

export default function App({ Component, pageProps, router }: AppProps<PageProps>) {
  const { session, messages, ...rest } = pageProps;
  const page = <Component {...rest} />;
  return (
    <>
      <Head>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      </Head>
      {isPublicPage(router.pathname) ? (
        <PublicFrame messages={messages!}>{page}</PublicFrame>
      ) : (
        <StaffFrame session={session} texts={staffTexts}>{page}</StaffFrame>
      )}
    </>
  );
}
