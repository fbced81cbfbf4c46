import Head from 'next/head';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { useTranslations } from 'next-intl';
import { TERMS_VERSION } from '@/features/auth';

import { legalTexts, type LegalDocumentName } from '../legal-texts';
import { LegalArticles } from './legal-articles';
import { useDateFormat } from '@/lib/hooks/use-date-format';

const documents: LegalDocumentName[] = ['general', 'event', 'team'];
const paths: Record<LegalDocumentName, string> = { general: '/terms', event: '/terms/event', team: '/terms/team' };

/** A public terms page, with its update date (spec §2: 2024-09-16). */
export function TermsPage({ name }: { name: LegalDocumentName }) {
  const { formatDate } = useDateFormat();
  const { locale } = useRouter();
  const t = useTranslations('common.terms');
  const texts = legalTexts(locale);
  const document = texts[name];
  return (
    <article className="mx-auto flex max-w-3xl flex-col gap-6 p-6">
      <Head>
        <title>{document.title}</title>
      </Head>
      <header className="flex flex-col gap-1">
        <h1 className="text-3xl font-semibold">{document.title}</h1>
        <p className="text-slate-700">{texts.updatedLabel.replace('{date}', formatDate(TERMS_VERSION))}</p>
      </header>
      <LegalArticles document={document} anchored />
      <nav aria-label={t('otherDocuments')} className="border-t border-slate-200 pt-4">
        <ul className="flex flex-wrap gap-4">
          {documents
            .filter((other) => other !== name)
            .map((other) => (
              <li key={other}>
                <Link href={paths[other]} className="font-medium text-brand-700 underline">
                  {t(other)}
                </Link>
              </li>
            ))}
        </ul>
      </nav>
    </article>
  );
}
