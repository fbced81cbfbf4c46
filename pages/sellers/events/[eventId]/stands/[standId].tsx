import dynamic from 'next/dynamic';
import { useRouter } from 'next/router';
import { InstallableRegister, StandRegister } from '@/features/register';
import { asLocale } from '@/lib/i18n/locale';
import { addedTexts, LocaleTexts } from '@/lib/i18n/locale-texts';

// The register's texts, and the orders' (it shows the stand's takings with the orders' own table), in the page's
// language only: one chunk per language, for a register under 180 kB (lib/i18n/locale-texts.tsx). One import() per
// language, shared by next/dynamic and the early fetch below: two import() of one module made two chunks.
const load = { fr: () => import('@/features/register/texts/fr'), en: () => import('@/features/register/texts/en') };
const texts = {
  fr: dynamic(() => load.fr().then((module) => addedTexts('fr', module.texts))),
  en: dynamic(() => load.en().then((module) => addedTexts('en', module.texts))),
};

// The page is rendered in the browser only (the server knows no session for a static page: its frame shows the
// loader), so its language's chunk is fetched as soon as this code runs, with the session, rather than after it.
if (typeof document !== 'undefined') void load[asLocale(document.documentElement.lang)]().catch(() => undefined);

function StandRegisterPage() {
  const { query } = useRouter();
  if (typeof query.eventId !== 'string' || typeof query.standId !== 'string') return null;
  return (
    <>
      <InstallableRegister />
      <StandRegister eventId={query.eventId} standId={query.standId} />
    </>
  );
}

export default function StandRegisterRoute() {
  return (
    <LocaleTexts providers={texts}>
      <StandRegisterPage />
    </LocaleTexts>
  );
}
